/**
 * A link to a page of the site must lead to a page of every market that shows it. The allow-list
 * (link-targets.ts) knows a `route:` key exists; only the whole document knows its market(s), and a
 * page another market has (the clinical-trials service is Croatian) would be a 404 on this site.
 * The same holds for the route chosen in a list item's link field.
 */
import { marketLocales, type Market } from '@/config/markets';
import { existsIn, isRouteKey, pathOf, type RouteKey } from '@/routes';
import { linkedRoutes } from './markdown';
import { problemIssue } from './problems';

/** Every text in `content`, with its path. */
function* textsIn(value: unknown, path: PropertyKey[] = []): Generator<[string, PropertyKey[]]> {
  if (typeof value === 'string') yield [value, path];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* textsIn(item, [...path, index]);
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* textsIn(item, [...path, key]);
}

/**
 * The pages a text links to, each named by its address, as editors know pages: a Markdown link by
 * the address written in it; a `route:` key or a list item's page choice by the page's address in
 * the market's own language.
 */
function routesIn(text: string, path: PropertyKey[], markets: readonly Market[]): Array<{ key: RouteKey; address: string }> {
  const addressOf = (key: RouteKey) => pathOf(key, marketLocales[markets[0] ?? 'cro'][0]);
  if (path.at(-1) === 'link' && isRouteKey(text)) return [{ key: text, address: addressOf(text) }];
  if (!text.includes('](')) return [];
  return linkedRoutes(text).map(({ key, written }) => ({ key, address: written.startsWith('/') ? written : addressOf(key) }));
}

/** An issue for each link in `content` to a page one of `markets` lacks, naming the page and that market. */
export function routeLinkIssues(content: unknown, markets: readonly Market[]) {
  const issues: Array<ReturnType<typeof problemIssue>> = [];
  for (const [text, path] of textsIn(content)) {
    for (const { key, address } of routesIn(text, path, markets)) {
      const lacking = markets.find((market) => !existsIn(key, market));
      if (lacking) issues.push(problemIssue('routeElsewhere', { detail: address, market: lacking }, path));
    }
  }
  return issues;
}
