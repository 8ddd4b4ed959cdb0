import { colour, bar, heading, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...[20, 37, 54].flatMap((y) => [
    `<rect x="10" y="${y}" width="22" height="14" rx="2" fill="${colour.soft}"/>`,
    bar(38, y + 1, 20, 3, colour.accent),
    bar(38, y + 6, 60, 3, colour.deep),
    bar(38, y + 11, 44),
  ]),
];
