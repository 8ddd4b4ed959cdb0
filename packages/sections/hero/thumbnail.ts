import { WIDTH, HEIGHT, colour, bar, dot, path, lines, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour.tint}"/>`,
  bar(10, 18, 24, 3, colour.accent),
  bar(10, 26, 50, 6, colour.deep),
  bar(10, 35, 42, 6, colour.deep),
  ...lines(10, 48, 50, 3),
  dot(92, 42, 22, colour.soft),
  dot(92, 42, 15, colour.page),
  `<circle cx="92" cy="42" r="15" fill="none" stroke="${colour.brand}" stroke-dasharray="2 3"/>`,
  `<rect x="83" y="38" width="18" height="8" rx="4" fill="none" stroke="${colour.brand}" stroke-width="1.5" transform="rotate(-35 92 42)"/>`,
  path('M90.5 39.5l3 5', colour.brand, 1.2),
  path('M108 14h6M111 11v6', colour.accent),
];
