import { z } from 'zod';
import { text, markdown, base } from '../shared/fields';

/** The well-being survey's questionnaire (packages/features/survey), opened by the `button`; its questions and texts live in the catalogue. */
export const schema = z.object({ ...base, type: z.literal('survey'), heading: text, text: markdown, button: text });
