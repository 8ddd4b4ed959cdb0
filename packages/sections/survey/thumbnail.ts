import { colour, bar, dot, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  `<rect x="6" y="6" width="108" height="30" rx="5" fill="${colour.tint}"/>`,
  bar(14, 12, 50, 5, colour.deep),
  bar(14, 21, 76),
  `<rect x="14" y="27" width="30" height="6" rx="3" fill="${colour.brand}"/>`,
  ...[42, 54, 66].flatMap((y, row) => [
    bar(10, y, 44, 3, colour.deep),
    ...[0, 1, 2, 3, 4].map((point) => dot(66 + point * 10, y + 1.5, 3, point === row + 2 ? colour.brand : colour.line)),
  ]),
];
