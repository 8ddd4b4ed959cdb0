import { colour, bar, box, dot, lines, heading, columns, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...columns(2, (x, width) => [
    box(x, 20, width, 50),
    dot(x + 12, 33, 7, colour.soft),
    dot(x + 12, 31, 3),
    bar(x + 24, 28, width - 30, 4, colour.deep),
    ...lines(x + 24, 37, width - 30, 2),
    ...lines(x + 6, 52, width - 12, 2),
  ]),
];
