import { z } from 'zod';
import { text, markdown, base } from '../shared/fields';

/** The open job openings of the market (packages/content/jobs.ts); the empty state lives in the catalogue. */
export const schema = z.object({ ...base, type: z.literal('positions'), heading: text, intro: markdown.optional() });
