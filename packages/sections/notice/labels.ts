import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Notice', hr: 'Obavijest', sl: 'Obvestilo', bs: 'Obavještenje' },
  fields: {
    tone: { en: 'Tone', hr: 'Vrsta obavijesti', sl: 'Vrsta obvestila', bs: 'Vrsta obavještenja' },
    title: { en: 'Title', hr: 'Naslov', sl: 'Naslov', bs: 'Naslov' },
    body: { en: 'Text', hr: 'Tekst', sl: 'Besedilo', bs: 'Tekst' },
  },
  options: {
    tone: {
      info: { en: 'Information', hr: 'Informacija', sl: 'Informacija', bs: 'Informacija' },
      medical: { en: 'Medical notice', hr: 'Medicinska obavijest', sl: 'Medicinsko obvestilo', bs: 'Medicinsko obavještenje' },
    },
  },
} satisfies SectionLabels<typeof schema>;
