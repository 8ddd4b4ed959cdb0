import { colour, bar, box, heading, columns, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  ...[20, 36].flatMap((y) => columns(2, (x, width) => [bar(x, y, width * 0.5, 3, colour.deep), box(x, y + 5, width, 8)])),
  bar(10, 52, 40, 3, colour.deep),
  box(10, 57, 100, 10),
  `<rect x="80" y="70" width="30" height="8" rx="4" fill="${colour.brand}"/>`,
];
