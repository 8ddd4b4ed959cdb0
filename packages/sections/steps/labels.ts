import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Steps', hr: 'Koraci', sl: 'Koraki', bs: 'Koraci' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    intro: { en: 'Introduction', hr: 'Uvod', sl: 'Uvod', bs: 'Uvod' },
    items: { en: 'Items', hr: 'Stavke', sl: 'Elementi', bs: 'Stavke' },
    'items.title': { en: 'Title', hr: 'Naslov', sl: 'Naslov', bs: 'Naslov' },
    'items.text': { en: 'Text', hr: 'Tekst', sl: 'Besedilo', bs: 'Tekst' },
  },
} satisfies SectionLabels<typeof schema>;
