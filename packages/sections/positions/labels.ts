import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Job openings', hr: 'Otvorena radna mjesta', sl: 'Prosta delovna mesta', bs: 'Otvorene pozicije' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    intro: { en: 'Introduction', hr: 'Uvod', sl: 'Uvod', bs: 'Uvod' },
  },
} satisfies SectionLabels<typeof schema>;
