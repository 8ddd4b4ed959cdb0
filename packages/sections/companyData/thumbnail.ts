import { colour, bar, heading, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...[20, 30, 40, 50, 60].flatMap((y) => [bar(10, y, 30, 3, colour.brand), bar(48, y, 50 + ((y / 10) % 3) * 6, 3)]),
];
