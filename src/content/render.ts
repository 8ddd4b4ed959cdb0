import { Marked } from 'marked';
import type { Locale } from '@/config/markets';
import { fillTemplate } from '@/i18n/format';
import type { Site } from '@/config/site';
import { pathOf, routeTable, type RouteKey } from '@/routes';

function placeholderValues(site: Site): Record<string, string> {
  const { profile } = site;
  const pv = profile.directory.find((entry) => entry.key === 'pharmacovigilance') ?? profile.directory[0]!;
  return {
    brand: profile.brandName,
    'company.legalName': profile.registration.legalName,
    'company.address': profile.address,
    'company.taxId': profile.registration.taxId,
    'company.phone': profile.phone,
    'company.email': profile.email,
    'dpo.name': profile.dataProtectionOfficer.name,
    'dpo.email': profile.dataProtectionOfficer.email,
    'careers.email': profile.careersEmail,
    'site.url': site.url,
    'pv.email': pv.mail,
    'pv.phone': pv.tel,
  };
}

/** Replaces {placeholders} in every string of a content value with the market's configuration. */
export function fillPlaceholders<T>(value: T, site: Site): T {
  const values = placeholderValues(site);
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string') return fillTemplate(item, /\{([\w.]+)\}/, (name) => values[name]);
    if (Array.isArray(item)) return item.map(fill);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, fill(v)]));
    return item;
  };
  return fill(value) as T;
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function resolveHref(href: string, locale: Locale): { href: string; external: boolean } {
  if (href.startsWith('route:')) {
    const key = href.slice('route:'.length);
    if (!(key in routeTable)) throw new Error(`Unknown route in a content link: ${href}`);
    return { href: pathOf(key as RouteKey, locale), external: false };
  }
  return { href, external: /^https?:/.test(href) };
}

const renderers = new Map<Locale, Marked>();

function markedFor(locale: Locale): Marked {
  let marked = renderers.get(locale);
  if (!marked) {
    marked = new Marked({
      gfm: true,
      renderer: {
        link({ href, tokens }) {
          const target = resolveHref(href, locale);
          const text = this.parser.parseInline(tokens);
          const rel = target.external ? ' rel="noopener noreferrer"' : '';
          return `<a href="${escapeAttr(target.href)}"${rel}>${text}</a>`;
        },
        heading({ tokens }) {
          // Copy headings sit inside a section that already has an h2.
          return `<h3>${this.parser.parseInline(tokens)}</h3>`;
        },
      },
    });
    renderers.set(locale, marked);
  }
  return marked;
}

/** Markdown from our own copy to HTML; route: links resolve to the page in the same locale. */
export function markdownToHtml(markdown: string, locale: Locale): string {
  return markedFor(locale).parse(markdown, { async: false });
}

export function inlineMarkdownToHtml(markdown: string, locale: Locale): string {
  return markedFor(locale).parseInline(markdown, { async: false });
}
