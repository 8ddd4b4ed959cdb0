import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Latest news', hr: 'Najnovije novosti', sl: 'Najnovejše novice', bs: 'Najnovije vijesti' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    intro: { en: 'Introduction', hr: 'Uvod', sl: 'Uvod', bs: 'Uvod' },
  },
} satisfies SectionLabels<typeof schema>;
