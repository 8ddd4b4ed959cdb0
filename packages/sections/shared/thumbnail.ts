/**
 * The pictures of the "add a section" window: each section drawn as the public site lays it out,
 * in the site's colours and with its hero rings, so an editor picks a section by how it looks
 * rather than by a name. Small SVGs given as data addresses (the admin's CSP allows `data:`
 * images); decorative, as the section's name is written under each.
 */
export const WIDTH = 120;
export const HEIGHT = 80;

export const colour = {
  page: '#ffffff',
  tint: '#eef7f7',
  soft: '#d5ecec',
  line: '#a9d8d9',
  brand: '#0b6e70',
  deep: '#074547',
  accent: '#b4443a',
  text: '#c5cfcf',
};

export type Shape = string;

export const bar = (x: number, y: number, width: number, height = 3, fill = colour.text): Shape =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${Math.min(height / 2, 2)}" fill="${fill}"/>`;
export const box = (x: number, y: number, width: number, height: number, fill = colour.page, stroke = colour.line): Shape =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="3" fill="${fill}" stroke="${stroke}"/>`;
export const dot = (cx: number, cy: number, r: number, fill = colour.brand): Shape => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
export const path = (d: string, stroke = colour.brand, width = 1.5): Shape =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Lines of body text, the last one shorter. */
export const lines = (x: number, y: number, width: number, count: number, gap = 6): Shape[] =>
  Array.from({ length: count }, (_, index) => bar(x, y + index * gap, index === count - 1 ? width * 0.6 : width));
/** A section's heading. */
export const heading = (y = 8, width = 52) => bar(10, y, width, 5, colour.deep);
/** `count` equal columns across the page, from `y`, each drawn by `draw(x, width, index)`. */
export const columns = (count: number, draw: (x: number, width: number, index: number) => Shape[], gap = 6): Shape[] => {
  const width = (WIDTH - 20 - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, index) => draw(10 + index * (width + gap), width, index)).flat();
};

/** A section's drawing as an SVG document, on the page's white. */
export const svgOf = (shapes: Shape[]): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH * 2}" height="${HEIGHT * 2}"><rect width="${WIDTH}" height="${HEIGHT}" fill="${colour.page}"/>${shapes.join('')}</svg>`;
