import { colour, bar, box, path, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  box(10, 10, 100, 14),
  `<circle cx="20" cy="17" r="3.5" fill="none" stroke="${colour.brand}" stroke-width="1.5"/>`,
  path('M22.5 19.5l3 3'),
  bar(30, 15, 40, 4),
  ...[32, 48, 64].flatMap((y) => [bar(10, y, 54, 4, colour.brand), bar(10, y + 7, 96)]),
];
