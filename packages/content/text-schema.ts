import { z } from 'zod';
import { markupProblem } from './markdown';
import { problemIssue } from './problems';

/**
 * The strings content is made of. Every text of content refuses raw HTML and
 * links to anything but the allowed targets (packages/content/markdown.ts), so
 * publishing and the build name the field that still holds any.
 */
export const copyText = z
  .string()
  .trim()
  .min(1)
  .superRefine((value, ctx) => {
    const found = markupProblem(value);
    if (found) ctx.addIssue(problemIssue(found.problem, found.values));
  });

/** Markdown copy: paragraphs, **bold**, lists and links; the CMS offers a multi-line box for it (apps/cms/src/fields/zod-fields.ts). */
export const markdownText = copyText.meta({ format: 'markdown' });

/**
 * A company fact: placeholders fill it into other copy ({pv.email}), Markdown
 * included, so it must stay plain text there too: no HTML, no Markdown.
 */
export const factText = z
  .string()
  .trim()
  .min(1)
  .superRefine((value, ctx) => {
    const found = markupProblem(value, { plain: true });
    if (found) ctx.addIssue(problemIssue(found.problem, found.values));
  });
