/**
 * The pictures of the "add a section" window: each section drawn as the public site lays it out,
 * in the site's colours and with its hero rings, so an editor picks a section by how it looks
 * rather than by a name. Small SVGs given as data addresses (the admin's CSP allows `data:`
 * images); decorative, as the section's name is written under each.
 */
const WIDTH = 120;
const HEIGHT = 80;

const colour = {
  page: '#ffffff',
  tint: '#eef7f7',
  soft: '#d5ecec',
  line: '#a9d8d9',
  brand: '#0b6e70',
  deep: '#074547',
  accent: '#b4443a',
  text: '#c5cfcf',
};

type Shape = string;

const bar = (x: number, y: number, width: number, height = 3, fill = colour.text): Shape =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${Math.min(height / 2, 2)}" fill="${fill}"/>`;
const box = (x: number, y: number, width: number, height: number, fill = colour.page, stroke = colour.line): Shape =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="3" fill="${fill}" stroke="${stroke}"/>`;
const dot = (cx: number, cy: number, r: number, fill = colour.brand): Shape => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const path = (d: string, stroke = colour.brand, width = 1.5): Shape =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Lines of body text, the last one shorter. */
const lines = (x: number, y: number, width: number, count: number, gap = 6): Shape[] =>
  Array.from({ length: count }, (_, index) => bar(x, y + index * gap, index === count - 1 ? width * 0.6 : width));
/** A section's heading. */
const heading = (y = 8, width = 52) => bar(10, y, width, 5, colour.deep);
/** `count` equal columns across the page, from `y`, each drawn by `draw(x, width, index)`. */
const columns = (count: number, draw: (x: number, width: number, index: number) => Shape[], gap = 6): Shape[] => {
  const width = (WIDTH - 20 - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, index) => draw(10 + index * (width + gap), width, index)).flat();
};

const drawings: Record<string, () => Shape[]> = {
  hero: () => [
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
  ],
  prose: () => [heading(), ...lines(10, 20, 100, 4), ...lines(10, 48, 100, 4)],
  figures: () => [heading(), ...[20, 48].flatMap((y) => columns(3, (x, width) => [bar(x, y, width * 0.7, 8, colour.brand), bar(x, y + 12, width * 0.9)]))],
  features: () => [
    heading(),
    ...columns(3, (x, width) => [box(x, 20, width, 50), dot(x + 8, 29, 4), bar(x + 4, 38, width - 8, 3, colour.deep), ...lines(x + 4, 46, width - 8, 3)]),
  ],
  routeCards: () => [
    heading(),
    ...columns(3, (x, width) => [
      box(x, 20, width, 50),
      bar(x + 4, 27, width - 8, 4, colour.deep),
      ...lines(x + 4, 37, width - 8, 3),
      path(`M${x + 5} 62h${width - 14}m-4 -3l4 3l-4 3`),
    ]),
  ],
  timeline: () => [
    heading(),
    path('M16 22v50', colour.line, 2),
    ...[24, 40, 56].flatMap((y) => [dot(16, y, 3.5), bar(26, y - 3, 18, 3, colour.brand), ...lines(26, y + 3, 80, 2, 5)]),
  ],
  certificates: () => [
    heading(),
    ...columns(3, (x, width) => [
      box(x, 20, width, 50),
      dot(x + width / 2, 34, 7, colour.accent),
      dot(x + width / 2, 34, 3.5, colour.page),
      bar(x + 5, 47, width - 10, 3, colour.deep),
      ...lines(x + 5, 55, width - 10, 2),
    ]),
  ],
  locations: () => [
    heading(),
    ...columns(2, (x, width) => [
      box(x, 20, width, 50),
      path(`M${x + 10} 40c-4-4-6-7-6-10a6 6 0 0 1 12 0c0 3-2 6-6 10z`),
      bar(x + 20, 26, width - 26, 4, colour.deep),
      ...lines(x + 20, 35, width - 26, 3),
    ]),
  ],
  brandStrip: () => [
    heading(),
    ...columns(4, (x, width) => [box(x, 32, width, 18, colour.tint), bar(x + 5, 39, width - 10, 4, colour.line)], 4),
    ...lines(10, 60, 100, 2),
  ],
  products: () => [
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
  ],
  notice: () => [
    box(10, 16, 100, 48, colour.tint, colour.brand),
    bar(10, 16, 4, 48, colour.brand),
    dot(26, 30, 6),
    bar(25, 28, 2, 5, colour.page),
    bar(38, 27, 48, 5, colour.deep),
    ...lines(38, 38, 64, 3),
  ],
  table: () => [
    heading(),
    box(10, 20, 100, 52),
    `<rect x="10" y="20" width="100" height="12" rx="3" fill="${colour.soft}"/>`,
    ...[32, 45, 58].map((y) => path(`M10 ${y}h100`, colour.line, 1)),
    ...[0, 1, 2, 3].flatMap((row) => columns(3, (x, width) => [bar(x + 3, 25 + row * 13, width * 0.6, 3, row === 0 ? colour.deep : colour.text)])),
  ],
  companyData: () => [heading(), ...[20, 30, 40, 50, 60].flatMap((y) => [bar(10, y, 30, 3, colour.brand), bar(48, y, 50 + ((y / 10) % 3) * 6, 3)])],
  salesContacts: () => [
    heading(),
    ...columns(2, (x, width) => [
      box(x, 20, width, 50),
      dot(x + 12, 33, 7, colour.soft),
      dot(x + 12, 31, 3),
      bar(x + 24, 28, width - 30, 4, colour.deep),
      ...lines(x + 24, 37, width - 30, 2),
      ...lines(x + 6, 52, width - 12, 2),
    ]),
  ],
  positions: () => [
    heading(),
    ...[20, 37, 54].flatMap((y) => [box(10, y, 100, 14), bar(15, y + 4, 46, 3, colour.deep), bar(15, y + 9, 30), path(`M100 ${y + 4}l4 3l-4 3`)]),
  ],
  steps: () => [
    heading(),
    path('M22 32h76', colour.line, 2),
    ...columns(3, (x, width) => [dot(x + 12, 32, 7), bar(x + 10, 30, 4, 4, colour.page), ...lines(x, 46, width, 3)]),
  ],
  contactCta: () => [
    `<rect x="6" y="14" width="108" height="52" rx="6" fill="${colour.brand}"/>`,
    bar(16, 24, 56, 6, colour.page),
    bar(16, 36, 80, 3, colour.line),
    bar(16, 42, 60, 3, colour.line),
    `<rect x="16" y="51" width="34" height="9" rx="4.5" fill="${colour.page}"/>`,
  ],
  survey: () => [
    `<rect x="6" y="6" width="108" height="30" rx="5" fill="${colour.tint}"/>`,
    bar(14, 12, 50, 5, colour.deep),
    bar(14, 21, 76),
    `<rect x="14" y="27" width="30" height="6" rx="3" fill="${colour.brand}"/>`,
    ...[42, 54, 66].flatMap((y, row) => [
      bar(10, y, 44, 3, colour.deep),
      ...[0, 1, 2, 3, 4].map((point) => dot(66 + point * 10, y + 1.5, 3, point === row + 2 ? colour.brand : colour.line)),
    ]),
  ],
  documents: () => [
    heading(),
    ...[20, 37, 54].flatMap((y) => [
      path(`M14 ${y}h8l4 4v10h-12z`),
      bar(32, y + 2, 50, 3, colour.deep),
      bar(32, y + 8, 28),
      bar(94, y + 4, 12, 5, colour.accent),
    ]),
  ],
  reportForm: () => [
    heading(),
    ...[20, 36].flatMap((y) => columns(2, (x, width) => [bar(x, y, width * 0.5, 3, colour.deep), box(x, y + 5, width, 8)])),
    bar(10, 52, 40, 3, colour.deep),
    box(10, 57, 100, 10),
    `<rect x="80" y="70" width="30" height="8" rx="4" fill="${colour.brand}"/>`,
  ],
  newsList: () => [
    heading(),
    ...[20, 37, 54].flatMap((y) => [
      `<rect x="10" y="${y}" width="22" height="14" rx="2" fill="${colour.soft}"/>`,
      bar(38, y + 1, 20, 3, colour.accent),
      bar(38, y + 6, 60, 3, colour.deep),
      bar(38, y + 11, 44),
    ]),
  ],
  latestNews: () => [
    heading(),
    ...columns(3, (x, width) => [
      box(x, 20, width, 52),
      `<rect x="${x + 1}" y="21" width="${width - 2}" height="18" fill="${colour.soft}"/>`,
      bar(x + 4, 44, width * 0.5, 3, colour.accent),
      bar(x + 4, 51, width - 8, 3, colour.deep),
      ...lines(x + 4, 58, width - 8, 2),
    ]),
  ],
  searchResults: () => [
    box(10, 10, 100, 14),
    `<circle cx="20" cy="17" r="3.5" fill="none" stroke="${colour.brand}" stroke-width="1.5"/>`,
    path('M22.5 19.5l3 3'),
    bar(30, 15, 40, 4),
    ...[32, 48, 64].flatMap((y) => [bar(10, y, 54, 4, colour.brand), bar(10, y + 7, 96)]),
  ],
};

/** The thumbnail of a section block, as Payload's blocks take it (`admin.images`: a bare `imageAltText: ''` is dropped, leaving an image with no alt). */
export function blockThumbnail(slug: string): { url: string; alt: string } {
  const draw = drawings[slug];
  if (!draw) throw new Error(`no thumbnail is drawn for the section "${slug}" (apps/cms/src/fields/block-thumbnails.ts)`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH * 2}" height="${HEIGHT * 2}"><rect width="${WIDTH}" height="${HEIGHT}" fill="${colour.page}"/>${draw().join('')}</svg>`;
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: '' };
}
