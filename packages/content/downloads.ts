import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { marketProfiles } from '@/content/company';
import { localesOf, markets, type Locale, type Market } from '@/config/markets';
import type { Site } from '@/content/site';
import { documentFileUrl, type DownloadDocument } from './document-schema';
import { documentToHtml } from './markdown';
import { fillPlaceholders } from './render';

/**
 * The downloadable documents of the Documents page. Each is written as
 * Markdown in packages/content/documents/<key>/<locale>.md and printed to PDF by
 * `npm run documents` into public/documents/<market>/<locale>/<fileName>.
 * The list the page shows is content (the CMS's `documents` collection),
 * seeded from these definitions by `seedDocuments`.
 */
type DocumentKey = 'certificates-summary' | 'general-terms-of-business' | 'adverse-reaction-report-form';

export interface DocumentDef {
  key: DocumentKey;
  markets: readonly Market[];
  locales: readonly Locale[];
  /** The PDF's file name: a localized slug. */
  fileName: (locale: Locale) => string;
}

function define(key: DocumentKey, markets: readonly Market[], slugs: Partial<Record<Locale, string>>): DocumentDef {
  const locales = Object.keys(slugs) as Locale[];
  return { key, markets, locales, fileName: (locale) => `${slugs[locale] ?? key}.pdf` };
}

export const documents: readonly DocumentDef[] = [
  define('certificates-summary', markets, {
    hr: 'sazetak-certifikata',
    sl: 'povzetek-certifikatov',
    bs: 'sazetak-certifikata',
    en: 'certificates-summary',
  }),
  define('general-terms-of-business', markets, {
    hr: 'opci-uvjeti-poslovanja',
    sl: 'splosni-pogoji-poslovanja',
    bs: 'opci-uslovi-poslovanja',
    en: 'general-terms-of-business',
  }),
  define('adverse-reaction-report-form', ['cro'], {
    hr: 'obrazac-za-prijavu-nuspojave',
    en: 'adverse-reaction-report-form',
  }),
];

/** The documents offered in a market and locale (none for a locale the market does not speak). */
export function documentsFor(market: Market, locale: Locale): DocumentDef[] {
  if (!localesOf(market).includes(locale)) return [];
  return documents.filter((doc) => doc.markets.includes(market) && doc.locales.includes(locale));
}

/** The public URL of a document's PDF. */
export function documentUrl(market: Market, locale: Locale, doc: DocumentDef): string {
  return documentFileUrl(market, locale, doc.fileName(locale));
}

/** The Markdown source of a document in one locale. */
export function documentSourceFile(doc: DocumentDef, locale: Locale): string {
  return path.join(process.cwd(), 'packages', 'content', 'documents', doc.key, `${locale}.md`);
}

/** A market's site, for filling placeholders outside a market build. */
export function siteOf(market: Market): Site {
  const profile = marketProfiles[market];
  return { market, url: profile.siteUrl, profile };
}

/** The document's Markdown with the market's placeholders filled. */
export function documentMarkdown(market: Market, locale: Locale, doc: DocumentDef): string {
  const file = documentSourceFile(doc, locale);
  if (!existsSync(file)) throw new Error(`${path.relative(process.cwd(), file)}: file is missing`);
  return fillPlaceholders(readFileSync(file, 'utf8'), siteOf(market), locale);
}

/** The document's text as HTML, for printing: rendered by the rules of the site's copy. */
export function documentBodyHtml(market: Market, locale: Locale, doc: DocumentDef): string {
  return documentToHtml(documentMarkdown(market, locale, doc), locale, marketProfiles[market].siteUrl);
}

/** The document's title: the first `# ` heading of its Markdown, placeholders filled. */
export function documentTitle(market: Market, locale: Locale, doc: DocumentDef): string {
  const heading = /^# +(.+?)\s*#*\s*$/m.exec(documentMarkdown(market, locale, doc));
  if (!heading?.[1]) throw new Error(`${doc.key}/${locale}.md: no "# " heading`);
  return heading[1];
}

/** A market's documents as content: the seed of its documents page (titles from each PDF's Markdown). */
export function seedDocuments(market: Market): DownloadDocument[] {
  return documents
    .filter((doc) => doc.markets.includes(market))
    .map((doc) => ({
      key: doc.key,
      type: 'pdf',
      translations: Object.fromEntries(
        doc.locales
          .filter((locale) => localesOf(market).includes(locale))
          .map((locale) => [locale, { title: documentTitle(market, locale, doc), file: doc.fileName(locale) }]),
      ),
    }));
}
