import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Company data', hr: 'Podaci o tvrtki', sl: 'Podatki o podjetju', bs: 'Podaci o kompaniji' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    intro: { en: 'Introduction', hr: 'Uvod', sl: 'Uvod', bs: 'Uvod' },
  },
} satisfies SectionLabels<typeof schema>;
