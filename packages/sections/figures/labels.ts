import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Key figures', hr: 'Ključne brojke', sl: 'Ključne številke', bs: 'Ključne brojke' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    items: { en: 'Items', hr: 'Stavke', sl: 'Elementi', bs: 'Stavke' },
    'items.value': { en: 'Figure', hr: 'Brojka', sl: 'Številka', bs: 'Brojka' },
    'items.label': { en: 'What the figure counts', hr: 'Što brojka označava', sl: 'Kaj številka prikazuje', bs: 'Šta brojka označava' },
    source: { en: 'Source', hr: 'Izvor', sl: 'Vir', bs: 'Izvor' },
  },
} satisfies SectionLabels<typeof schema>;
