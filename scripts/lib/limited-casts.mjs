/**
 * The lint rule of the casts that get past the type checker: `x as never` and `x as unknown as T` (and
 * their `<never>x` spelling). Outside the tests at most MAX_CASTS stay, each in a file whose budget in
 * eslint.config.mjs allows it and each with a comment `// allowed cast: <why>` on its line or the line above.
 */
import path from 'node:path';

const MAX_CASTS = 5;

const REASON = /^\s*allowed cast:\s*\S/;

const isAssertion = (node) => node.type === 'TSAsExpression' || node.type === 'TSTypeAssertion';

/** `as never`, or `as unknown as` (counted once, at its outer assertion). */
const isCast = (node) =>
  node.typeAnnotation.type === 'TSNeverKeyword' || (isAssertion(node.expression) && node.expression.typeAnnotation.type === 'TSUnknownKeyword');

/** @type {import('eslint').Rule.RuleModule} */
export const limitedCasts = {
  meta: {
    type: 'problem',
    docs: { description: `At most ${MAX_CASTS} \`as never\` / \`as unknown as\` outside the tests, each where its file's budget allows and with its reason.` },
    schema: [
      {
        type: 'object',
        properties: { budget: { type: 'object', additionalProperties: { type: 'integer', minimum: 1 } } },
        additionalProperties: false,
      },
    ],
    messages: {
      overBudget:
        'A cast past the type checker: {{file}} is allowed {{allowed}} (the budget in eslint.config.mjs). Type it instead (generics, a type guard, a zod parse).',
      noReason: 'An allowed cast says why it cannot go: `// allowed cast: <why>` on its line or the line above.',
      tooMany: `The budget of casts in eslint.config.mjs allows {{total}}; at most ${MAX_CASTS} may stay.`,
    },
  },
  create(context) {
    const budget = context.options[0]?.budget ?? {};
    const total = Object.values(budget).reduce((sum, count) => sum + count, 0);
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const allowed = budget[file] ?? 0;
    const comments = context.sourceCode.getAllComments().filter((comment) => REASON.test(comment.value));
    const hasReason = (node) => comments.some((comment) => comment.loc.end.line >= node.loc.start.line - 1 && comment.loc.start.line <= node.loc.end.line);
    let seen = 0;
    const check = (node) => {
      if (!isCast(node)) return;
      seen += 1;
      if (seen > allowed) context.report({ node, messageId: 'overBudget', data: { file, allowed: String(allowed) } });
      else if (!hasReason(node)) context.report({ node, messageId: 'noReason' });
    };
    return {
      Program(node) {
        if (allowed > 0 && total > MAX_CASTS) context.report({ node, messageId: 'tooMany', data: { total: String(total) } });
      },
      TSAsExpression: check,
      TSTypeAssertion: check,
    };
  },
};
