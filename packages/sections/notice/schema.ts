import { z } from 'zod';
import { text, markdown, base } from '../shared/fields';

export const schema = z.object({
  ...base,
  type: z.literal('notice'),
  tone: z.enum(['info', 'medical']),
  title: text.optional(),
  body: markdown,
});
