import { colour, bar, dot, path, lines, heading, columns, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  path('M22 32h76', colour.line, 2),
  ...columns(3, (x, width) => [dot(x + 12, 32, 7), bar(x + 10, 30, 4, 4, colour.page), ...lines(x, 46, width, 3)]),
];
