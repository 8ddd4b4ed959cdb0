import { colour, bar, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  `<rect x="6" y="14" width="108" height="52" rx="6" fill="${colour.brand}"/>`,
  bar(16, 24, 56, 6, colour.page),
  bar(16, 36, 80, 3, colour.line),
  bar(16, 42, 60, 3, colour.line),
  `<rect x="16" y="51" width="34" height="9" rx="4.5" fill="${colour.page}"/>`,
];
