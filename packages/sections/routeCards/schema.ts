import { z } from 'zod';
import { text, markdown, routeKey, base } from '../shared/fields';

export const schema = z.object({
  ...base,
  type: z.literal('routeCards'),
  heading: text,
  intro: markdown.optional(),
  kind: z.enum(['department', 'service', 'brand', 'product']),
  parent: routeKey.optional(),
});
