import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: { en: 'Table', hr: 'Tablica', sl: 'Tabela', bs: 'Tabela' },
  fields: {
    heading: { en: 'Heading', hr: 'Naslov odjeljka', sl: 'Naslov razdelka', bs: 'Naslov odjeljka' },
    caption: { en: 'Table caption', hr: 'Opis tablice', sl: 'Opis tabele', bs: 'Opis tabele' },
    columns: { en: 'Column headings', hr: 'Naslovi stupaca', sl: 'Naslovi stolpcev', bs: 'Naslovi kolona' },
    rows: { en: 'Rows', hr: 'Retci', sl: 'Vrstice', bs: 'Redovi' },
    'rows.cells': { en: 'Cells', hr: 'Ćelije', sl: 'Celice', bs: 'Ćelije' },
  },
} satisfies SectionLabels<typeof schema>;
