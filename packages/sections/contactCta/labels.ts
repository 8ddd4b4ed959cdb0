import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Contact call', hr: 'Poziv na kontakt', sl: 'Poziv k stiku', bs: 'Poziv na kontakt' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    text: { en: 'Text', hr: 'Tekst', sl: 'Besedilo', bs: 'Tekst' },
    button: { en: 'Button text', hr: 'Tekst gumba', sl: 'Besedilo gumba', bs: 'Tekst dugmeta' },
  },
} satisfies SectionLabels<typeof schema>;
