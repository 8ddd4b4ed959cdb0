import { z } from 'zod';
import { base } from '../shared/fields';

/** The adverse-effect report form (packages/features/pv/intake); its texts live in the catalogue. */
export const schema = z.object({ ...base, type: z.literal('reportForm') });
