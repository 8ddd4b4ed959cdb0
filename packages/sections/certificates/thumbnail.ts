import { colour, bar, box, dot, lines, heading, columns, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...columns(3, (x, width) => [
    box(x, 20, width, 50),
    dot(x + width / 2, 34, 7, colour.accent),
    dot(x + width / 2, 34, 3.5, colour.page),
    bar(x + 5, 47, width - 10, 3, colour.deep),
    ...lines(x + 5, 55, width - 10, 2),
  ]),
];
