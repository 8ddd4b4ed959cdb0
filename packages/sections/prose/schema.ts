import { z } from 'zod';
import { text, markdown, base } from '../shared/fields';

export const schema = z.object({ ...base, type: z.literal('prose'), heading: text.optional(), body: markdown });
