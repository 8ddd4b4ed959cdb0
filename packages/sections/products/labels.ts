import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Products', hr: 'Proizvodi', sl: 'Izdelki', bs: 'Proizvodi' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    intro: { en: 'Introduction', hr: 'Uvod', sl: 'Uvod', bs: 'Uvod' },
    items: { en: 'Items', hr: 'Stavke', sl: 'Elementi', bs: 'Stavke' },
    'items.name': { en: 'Name', hr: 'Naziv', sl: 'Ime', bs: 'Naziv' },
    'items.text': { en: 'Text', hr: 'Tekst', sl: 'Besedilo', bs: 'Tekst' },
    'items.link': { en: 'Link to the page', hr: 'Poveznica na stranicu', sl: 'Povezava na stran', bs: 'Link na stranicu' },
  },
} satisfies SectionLabels<typeof schema>;
