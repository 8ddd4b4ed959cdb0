import { z } from 'zod';
import { base } from '../shared/fields';

/** The site search's results for ?q= (packages/features/search); its texts live in the catalogue. */
export const schema = z.object({ ...base, type: z.literal('searchResults') });
