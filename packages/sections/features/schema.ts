import { z } from 'zod';
import { imageRef } from '@/content/media-schema';
import { text, markdown, icon, base } from '../shared/fields';

export const schema = z.object({
  ...base,
  type: z.literal('features'),
  heading: text,
  intro: markdown.optional(),
  /** A photo of the media library above the cards, shown lazily (never the page's largest paint). */
  image: imageRef.optional(),
  items: z.array(z.object({ icon, title: text, text: markdown })).min(1),
});
