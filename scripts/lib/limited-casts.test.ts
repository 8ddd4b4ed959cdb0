import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import nextTypescript from 'eslint-config-next/typescript';
import { limitedCasts } from './limited-casts.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The TypeScript parser the lint runs with (eslint-config-next's).
const parser = nextTypescript.find((config) => config.languageOptions?.parser)?.languageOptions?.parser;
const tester = new RuleTester({ languageOptions: { parser } });
const file = (name: string) => path.join(process.cwd(), name);
const options = [{ budget: { 'src/allowed.ts': 1 } }];

tester.run('limited-casts', limitedCasts, {
  valid: [
    { filename: file('src/other.ts'), code: 'const a = b as string; const c = d as unknown;', options },
    { filename: file('src/allowed.ts'), code: '// allowed cast: the vendor types it loosely\nconst a = b as never;', options },
    { filename: file('src/allowed.ts'), code: 'const a = b as unknown as string; // allowed cast: the vendor types it loosely', options },
  ],
  invalid: [
    { filename: file('src/other.ts'), code: 'const a = b as never;', options, errors: [{ messageId: 'overBudget' }] },
    { filename: file('src/other.ts'), code: 'const a = b as unknown as string;', options, errors: [{ messageId: 'overBudget' }] },
    { filename: file('src/other.ts'), code: 'const a = <never>b;', options, errors: [{ messageId: 'overBudget' }] },
    { filename: file('src/allowed.ts'), code: 'const a = b as never;', options, errors: [{ messageId: 'noReason' }] },
    {
      filename: file('src/allowed.ts'),
      code: '// allowed cast: one\nconst a = b as never;\n// allowed cast: two\nconst c = d as never;',
      options,
      errors: [{ messageId: 'overBudget', line: 4 }],
    },
    {
      filename: file('src/allowed.ts'),
      code: 'const a = 1;',
      options: [{ budget: { 'src/allowed.ts': 3, 'src/more.ts': 3 } }],
      errors: [{ messageId: 'tooMany' }],
    },
  ],
});
