import { z } from 'zod';
import { text, markdown, base } from '../shared/fields';

export const schema = z.object({
  ...base,
  type: z.literal('steps'),
  heading: text,
  intro: markdown.optional(),
  items: z.array(z.object({ title: text, text: markdown })).min(1),
});
