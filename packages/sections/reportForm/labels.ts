import type { SectionLabels } from '../shared/labels';
import type { schema } from './schema';

export const labels = {
  block: {
    en: 'Adverse-effect report form',
    hr: 'Obrazac za prijavu nuspojave',
    sl: 'Obrazec za poročanje o neželenem učinku',
    bs: 'Obrazac za prijavu neželjenog djelovanja',
  },
  fields: {},
} satisfies SectionLabels<typeof schema>;
