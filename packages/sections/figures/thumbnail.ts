import { colour, bar, heading, columns, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...[20, 48].flatMap((y) => columns(3, (x, width) => [bar(x, y, width * 0.7, 8, colour.brand), bar(x, y + 12, width * 0.9)])),
];
