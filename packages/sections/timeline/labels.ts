import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Timeline', hr: 'Vremenska crta', sl: 'Časovnica', bs: 'Hronologija' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    items: { en: 'Items', hr: 'Stavke', sl: 'Elementi', bs: 'Stavke' },
    'items.year': { en: 'Year', hr: 'Godina', sl: 'Leto', bs: 'Godina' },
    'items.text': { en: 'Text', hr: 'Tekst', sl: 'Besedilo', bs: 'Tekst' },
  },
} satisfies SectionLabels<typeof schema>;
