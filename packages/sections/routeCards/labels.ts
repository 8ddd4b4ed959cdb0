import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Page cards', hr: 'Kartice stranica', sl: 'Kartice strani', bs: 'Kartice stranica' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    intro: { en: 'Introduction', hr: 'Uvod', sl: 'Uvod', bs: 'Uvod' },
    kind: { en: 'Kind', hr: 'Vrsta', sl: 'Vrsta', bs: 'Vrsta' },
    parent: { en: 'Under the page', hr: 'Pod stranicom', sl: 'Pod stranjo', bs: 'Pod stranicom' },
  },
  options: {
    kind: {
      department: { en: 'Departments', hr: 'Službe', sl: 'Oddelki', bs: 'Službe' },
      service: { en: 'Services', hr: 'Usluge', sl: 'Storitve', bs: 'Usluge' },
      brand: { en: 'Brands', hr: 'Brendovi', sl: 'Blagovne znamke', bs: 'Brendovi' },
      product: { en: 'Products', hr: 'Proizvodi', sl: 'Izdelki', bs: 'Proizvodi' },
    },
  },
} satisfies SectionLabels<typeof schema>;
