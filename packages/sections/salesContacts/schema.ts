import { z } from 'zod';
import { text, markdown, base } from '../shared/fields';

/** The market's sales contacts (packages/content/company.ts), regional ones included, each with phone and e-mail. */
export const schema = z.object({ ...base, type: z.literal('salesContacts'), heading: text, intro: markdown.optional() });
