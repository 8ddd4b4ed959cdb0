import { z } from 'zod';
import { text, markdown, base } from '../shared/fields';

/** Key figures; `source` says where figures from outside the company come from, and for which year. */
export const schema = z.object({
  ...base,
  type: z.literal('figures'),
  heading: text.optional(),
  items: z
    .array(z.object({ value: text, label: text }))
    .min(1)
    .max(8),
  source: markdown.optional(),
});
