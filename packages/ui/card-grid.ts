/**
 * The layout of a band of cards: as many columns as fit, chosen so that the
 * rows are as full as they can be (six figures as 3 + 3, not 4 + 2), and a
 * short last row centred (five services as 3 + 2 with the two in the middle).
 * A lone card takes the band's width.
 */

/** Column classes by count; whole strings, as Tailwind finds them in the source. */
const wide = {
  1: 'lg:*:w-full',
  2: 'lg:*:w-[calc((100%-1.25rem)/2)]',
  3: 'lg:*:w-[calc((100%-2.5rem)/3)]',
  4: 'lg:*:w-[calc((100%-3.75rem)/4)]',
} as const;

export type MaxColumns = 2 | 3 | 4;

/** The columns for `count` cards, at most `max`: the fullest last row, then the most columns; never fewer than max - 1. */
export function columnsFor(count: number, max: MaxColumns): 1 | 2 | 3 | 4 {
  if (count <= max) return Math.max(count, 1) as 1 | 2 | 3 | 4;
  const fill = (columns: number) => (count % columns === 0 ? 1 : (count % columns) / columns);
  const candidates = [max, max - 1].filter((columns) => columns >= 2);
  return candidates.reduce((best, columns) => (fill(columns) > fill(best) ? columns : best)) as 2 | 3 | 4;
}

/** The classes of a list whose items are the cards. */
export function cardGridClass(count: number, max: MaxColumns): string {
  const columns = columnsFor(count, max);
  const small = count === 1 ? '*:w-full' : 'sm:*:w-[calc((100%-1.25rem)/2)]';
  return `flex flex-wrap justify-center gap-5 *:w-full ${small} ${wide[columns]}`;
}
