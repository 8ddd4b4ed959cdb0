import { z } from 'zod';
import { text, markdown, base } from '../shared/fields';

export const schema = z.object({ ...base, type: z.literal('companyData'), heading: text, intro: markdown.optional() });
