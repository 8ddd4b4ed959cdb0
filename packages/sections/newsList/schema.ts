import { z } from 'zod';
import { text, markdown, base } from '../shared/fields';

/** News and events (packages/features/news): the filtered, paginated list, and the newest three for home. */
export const schema = z.object({ ...base, type: z.literal('newsList'), heading: text, intro: markdown.optional() });
