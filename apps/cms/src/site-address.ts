/**
 * Where a market's public site and a document's page on it are: the links in
 * reporters' mails and the "Live" link of a published document.
 */
import { localesOf, type Locale, type Market } from '@/config/markets';
import { marketSettings } from '@/content/company';
import { articlePath } from '@/features/news/posts';
import { existsIn, pathOf, type RouteKey } from '@/routes';
import { routeTable } from '@/routes/table';
import { cmsEnv } from './env';

/** The market's public site: SITE_URL where this installation builds that market, else its own address. */
export function publicSiteUrl(market: Market): string {
  const { env } = cmsEnv();
  return (env.SITE_URL && env.MARKET === market ? env.SITE_URL : marketSettings[market].siteUrl).replace(/\/$/, '');
}

type Doc = Record<string, unknown>;

/** The path of the page that shows a document of a collection in a locale, or undefined where none does. */
export function livePathOf(collection: string, doc: Doc, market: Market, locale: Locale): string | undefined {
  if (!localesOf(market).includes(locale)) return undefined;
  const routePath = (key: RouteKey) => (existsIn(key, market) ? pathOf(key, locale) : undefined);
  switch (collection) {
    case 'pages': {
      const key = doc.routeKey as string;
      return key in routeTable ? routePath(key as RouteKey) : undefined;
    }
    case 'news': {
      const slug = doc.slug as string | null | undefined;
      return slug ? articlePath(locale, slug) : undefined;
    }
    case 'jobs':
      return routePath('karijere');
    case 'documents':
      return routePath('file');
    case 'company':
      return routePath('o-nama-podaci-o-tvrtki');
    default:
      return undefined;
  }
}
