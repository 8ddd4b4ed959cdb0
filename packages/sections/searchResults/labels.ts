import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Search results', hr: 'Rezultati pretraživanja', sl: 'Rezultati iskanja', bs: 'Rezultati pretrage' },
  fields: {},
} satisfies SectionLabels<typeof schema>;
