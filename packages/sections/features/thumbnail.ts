import { colour, bar, box, dot, lines, heading, columns, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...columns(3, (x, width) => [box(x, 20, width, 50), dot(x + 8, 29, 4), bar(x + 4, 38, width - 8, 3, colour.deep), ...lines(x + 4, 46, width - 8, 3)]),
];
