import { colour, bar, path, heading, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...[20, 37, 54].flatMap((y) => [
    path(`M14 ${y}h8l4 4v10h-12z`),
    bar(32, y + 2, 50, 3, colour.deep),
    bar(32, y + 8, 28),
    bar(94, y + 4, 12, 5, colour.accent),
  ]),
];
