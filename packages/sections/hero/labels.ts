import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Page heading', hr: 'Zaglavlje stranice', sl: 'Glava strani', bs: 'Zaglavlje stranice' },
  fields: {
    eyebrow: { en: 'Line above the heading', hr: 'Redak iznad naslova', sl: 'Vrstica nad naslovom', bs: 'Red iznad naslova' },
    title: { en: 'Title', hr: 'Naslov', sl: 'Naslov', bs: 'Naslov' },
    lead: { en: 'Introduction', hr: 'Uvod', sl: 'Uvod', bs: 'Uvod' },
    icon: { en: 'Icon', hr: 'Ikona', sl: 'Ikona', bs: 'Ikona' },
  },
} satisfies SectionLabels<typeof schema>;
