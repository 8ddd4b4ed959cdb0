import { z } from 'zod';
import { text, paragraph, markdown, base } from '../shared/fields';

/** Each item names a certificate of the market's facts (packages/content/company.ts), whose number, issuer and validity it shows. */
export const schema = z.object({
  ...base,
  type: z.literal('certificates'),
  heading: text,
  intro: markdown.optional(),
  items: z.array(z.object({ certificate: z.enum(['iso-9001', 'iso-14001', 'gdp', 'gmp']), name: text, text: paragraph })).min(1),
});
