import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'News list', hr: 'Popis novosti', sl: 'Seznam novic', bs: 'Spisak novosti' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    intro: { en: 'Introduction', hr: 'Uvod', sl: 'Uvod', bs: 'Uvod' },
  },
} satisfies SectionLabels<typeof schema>;
