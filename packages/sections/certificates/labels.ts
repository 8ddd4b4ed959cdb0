import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Certificates', hr: 'Certifikati', sl: 'Certifikati', bs: 'Certifikati' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    intro: { en: 'Introduction', hr: 'Uvod', sl: 'Uvod', bs: 'Uvod' },
    items: { en: 'Items', hr: 'Stavke', sl: 'Elementi', bs: 'Stavke' },
    'items.certificate': { en: 'Certificate', hr: 'Certifikat', sl: 'Certifikat', bs: 'Certifikat' },
    'items.name': { en: 'Name', hr: 'Naziv', sl: 'Ime', bs: 'Naziv' },
    'items.text': { en: 'Text', hr: 'Tekst', sl: 'Besedilo', bs: 'Tekst' },
  },
} satisfies SectionLabels<typeof schema>;
