import { colour, bar, box, lines, heading, columns, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...columns(
    4,
    (x, width) => [
      box(x, 20, width, 50),
      `<rect x="${x + 4}" y="24" width="${width - 8}" height="20" rx="2" fill="${colour.soft}"/>`,
      bar(x + 4, 50, width - 8, 3, colour.deep),
      ...lines(x + 4, 57, width - 8, 2),
    ],
    4,
  ),
];
