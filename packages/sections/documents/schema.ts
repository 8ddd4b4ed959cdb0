import { z } from 'zod';
import { text, markdown, base } from '../shared/fields';

/** The market's downloadable documents (packages/content/downloads.ts), with their type and size. */
export const schema = z.object({ ...base, type: z.literal('documents'), heading: text, intro: markdown.optional() });
