import { colour, bar, box, path, lines, heading, columns, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...columns(3, (x, width) => [
    box(x, 20, width, 50),
    bar(x + 4, 27, width - 8, 4, colour.deep),
    ...lines(x + 4, 37, width - 8, 3),
    path(`M${x + 5} 62h${width - 14}m-4 -3l4 3l-4 3`),
  ]),
];
