/**
 * How the search compares words, and the snippet around the matches: kept
 * apart from the engine so the results page can use them without loading
 * the search library with the page.
 */

/** Case and diacritics do not matter: "Skladištenje", "skladistenje" and "SKLADIŠTENJE" are one word. */
export function fold(word: string): string {
  return (
    word
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{Mn}/gu, '')
      // đ does not decompose into d plus a mark.
      .replace(/đ/g, 'd')
  );
}

export const WORD = /[\p{L}\p{N}]+/gu;

export interface Fragment {
  text: string;
  hit: boolean;
}

/**
 * A passage of the text around the first matched word, about `length`
 * characters long, split into fragments so the matched words can be marked.
 */
export function snippet(text: string, terms: readonly string[], length = 200): Fragment[] {
  const wanted = new Set(terms);
  const words = [...text.matchAll(WORD)];
  const first = words.find((word) => wanted.has(fold(word[0])));
  let start = first ? Math.max(0, first.index - Math.floor(length / 3)) : 0;
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;

  const fragments: Fragment[] = [];
  let cursor = start;
  for (const word of words) {
    if (word.index < start || word.index + word[0].length > end || !wanted.has(fold(word[0]))) continue;
    if (word.index > cursor) fragments.push({ text: text.slice(cursor, word.index), hit: false });
    fragments.push({ text: word[0], hit: true });
    cursor = word.index + word[0].length;
  }
  if (cursor < end) fragments.push({ text: text.slice(cursor, end), hit: false });
  if (start > 0) fragments.unshift({ text: '… ', hit: false });
  if (end < text.length) fragments.push({ text: ' …', hit: false });
  return fragments;
}
