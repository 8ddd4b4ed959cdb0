import { colour, bar, box, dot, lines, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  box(10, 16, 100, 48, colour.tint, colour.brand),
  bar(10, 16, 4, 48, colour.brand),
  dot(26, 30, 6),
  bar(25, 28, 2, 5, colour.page),
  bar(38, 27, 48, 5, colour.deep),
  ...lines(38, 38, 64, 3),
];
