import { z } from 'zod';
import { text, paragraph, icon, base } from '../shared/fields';

export const schema = z.object({
  ...base,
  type: z.literal('hero'),
  eyebrow: text.optional(),
  title: text,
  lead: paragraph,
  icon,
});
