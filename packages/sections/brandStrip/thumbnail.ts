import { colour, bar, box, lines, heading, columns, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...columns(4, (x, width) => [box(x, 32, width, 18, colour.tint), bar(x + 5, 39, width - 10, 4, colour.line)], 4),
  ...lines(10, 60, 100, 2),
];
