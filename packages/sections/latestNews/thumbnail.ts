import { colour, bar, box, lines, heading, columns, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...columns(3, (x, width) => [
    box(x, 20, width, 52),
    `<rect x="${x + 1}" y="21" width="${width - 2}" height="18" fill="${colour.soft}"/>`,
    bar(x + 4, 44, width * 0.5, 3, colour.accent),
    bar(x + 4, 51, width - 8, 3, colour.deep),
    ...lines(x + 4, 58, width - 8, 2),
  ]),
];
