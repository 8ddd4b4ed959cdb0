import { z } from 'zod';
import { text, paragraph, base } from '../shared/fields';

export const schema = z.object({
  ...base,
  type: z.literal('timeline'),
  heading: text,
  items: z.array(z.object({ year: z.number().int().min(1990).max(2030), text: paragraph })).min(1),
});
