import { colour, bar, box, path, lines, heading, columns, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...columns(2, (x, width) => [
    box(x, 20, width, 50),
    path(`M${x + 10} 40c-4-4-6-7-6-10a6 6 0 0 1 12 0c0 3-2 6-6 10z`),
    bar(x + 20, 26, width - 26, 4, colour.deep),
    ...lines(x + 20, 35, width - 26, 3),
  ]),
];
