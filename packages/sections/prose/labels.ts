import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Text', hr: 'Tekst', sl: 'Besedilo', bs: 'Tekst' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    body: { en: 'Text', hr: 'Tekst', sl: 'Besedilo', bs: 'Tekst' },
  },
} satisfies SectionLabels<typeof schema>;
