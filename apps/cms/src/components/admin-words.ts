/**
 * Words instead of codes on the admin's screens: the titles of a page's sections and of a list's
 * items, the brand in them as the site shows it, and file sizes in the admin language's numbers.
 */
import { isMarket, type Market } from '@/config/markets';
import { marketSettings } from '@/content/company';
import { placeholders } from '@/content/page-schema';
import { interpolate, placeholderNames } from '@/lib/placeholders';
import { dateLocale } from '../i18n/catalogue';

const MAX_TITLE_LENGTH = 70;

/** The brand's name on a document's market (its one market, or the first of several); the first market's without one. */
export function brandOf(market: unknown, markets?: unknown): string {
  const first = Array.isArray(markets) ? markets.find(isMarket) : undefined;
  const chosen: Market = isMarket(market) ? market : (first ?? 'cro');
  return marketSettings[chosen].brandName;
}

/**
 * A text of copy as the site will show it, for a title in the admin: `{brand}` is the market's
 * brand, set in code; the other placeholders stay, as their values are the company's facts.
 */
export function withBrand(text: string, brand: string): string {
  return interpolate(text, { brand });
}

/**
 * The placeholders a text of copy holds, as the field's hint explains them: whether `{brand}` is
 * among them, and the others (the company's facts), each once in the order written.
 */
export function placeholdersIn(text: unknown): { brand: boolean; facts: string[] } {
  const found = typeof text === 'string' ? [...new Set(placeholderNames(text).map((name) => `{${name}}`))].filter(isPlaceholder) : [];
  return { brand: found.includes('{brand}'), facts: found.filter((token) => token !== '{brand}') };
}

/** One of the site's placeholders (page-schema.ts), a certificate's by any certificate's key. */
const isPlaceholder = (token: string): boolean => (placeholders as readonly string[]).includes(token.replace(/^\{certificate\.\w+\./, '{certificate.<key>.'));

/** One line, cut with an ellipsis past the length a row's header holds. */
export function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_TITLE_LENGTH ? `${line.slice(0, MAX_TITLE_LENGTH - 1)}…` : line;
}

/** The fields that name a section, in the order they name it: its heading, or a hero's title. */
const SECTION_NAMING_FIELDS = ['heading', 'title'];

/**
 * The header of a page's section: "03 · Karijera u tvrtki Farmadria" from its heading, or
 * "03 · Brojke" from its kind when it has no heading.
 */
export function sectionTitle(
  data: Record<string, unknown> | undefined,
  rowIndex: number,
  kind: string,
  brand: string,
): { number: string; words: string; fromKind: boolean } {
  const number = String(rowIndex + 1).padStart(2, '0');
  const heading = SECTION_NAMING_FIELDS.map((field) => data?.[field]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return heading ? { number, words: oneLine(withBrand(heading, brand)), fromKind: false } : { number, words: kind, fromKind: true };
}

/** A file's size in the admin language's numbers: "536 kB", "1,4 MB" (kB and MB of 1024, as the upload limits count). */
export function fileSize(bytes: number, language: string): string {
  const format = (value: number, digits: number) => new Intl.NumberFormat(dateLocale(language), { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${format(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${format(Math.round(bytes / 1024), 0)} kB`;
  return `${format(bytes / (1024 * 1024), 1)} MB`;
}
