import { colour, bar, box, path, heading, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...[20, 37, 54].flatMap((y) => [box(10, y, 100, 14), bar(15, y + 4, 46, 3, colour.deep), bar(15, y + 9, 30), path(`M100 ${y + 4}l4 3l-4 3`)]),
];
