import { z } from 'zod';
import { text, markdown, routeKey, base } from '../shared/fields';

export const schema = z.object({
  ...base,
  type: z.literal('products'),
  heading: text,
  intro: markdown.optional(),
  items: z.array(z.object({ name: text, text: markdown, link: routeKey.optional() })).min(1),
});
