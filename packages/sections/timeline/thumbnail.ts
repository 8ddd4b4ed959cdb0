import { colour, bar, dot, path, lines, heading, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  path('M16 22v50', colour.line, 2),
  ...[24, 40, 56].flatMap((y) => [dot(16, y, 3.5), bar(26, y - 3, 18, 3, colour.brand), ...lines(26, y + 3, 80, 2, 5)]),
];
