import { colour, bar, box, path, heading, columns, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  heading(),
  box(10, 20, 100, 52),
  `<rect x="10" y="20" width="100" height="12" rx="3" fill="${colour.soft}"/>`,
  ...[32, 45, 58].map((y) => path(`M10 ${y}h100`, colour.line, 1)),
  ...[0, 1, 2, 3].flatMap((row) => columns(3, (x, width) => [bar(x + 3, 25 + row * 13, width * 0.6, 3, row === 0 ? colour.deep : colour.text)])),
];
