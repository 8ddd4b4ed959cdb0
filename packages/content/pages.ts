import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseYaml } from './yaml';
import type { Locale, Market } from '@/config/markets';
import { pageSchema, type PageContent } from './page-schema';
import type { RouteKey } from '@/routes/table';

export class ContentError extends Error {}

const root = path.join(process.cwd(), 'packages', 'content', 'pages');

function pageFile(key: RouteKey, locale: Locale): string {
  return path.join(root, key, `${locale}.yaml`);
}

const cache = new Map<string, PageContent>();

/** A page's copy in the seed (packages/content/pages/<route>/<locale>.yaml), validated. */
export function loadSeedPage(key: RouteKey, locale: Locale): PageContent {
  const file = pageFile(key, locale);
  const cached = cache.get(file);
  if (cached) return cached;
  const relative = path.relative(process.cwd(), file);
  if (!existsSync(file)) throw new ContentError(`${relative}: file is missing`);
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`${relative}: not valid YAML: ${(error as Error).message}`);
  }
  const result = pageSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(page)'}: ${issue.message}`);
    throw new ContentError(`${relative}: invalid content\n${problems.join('\n')}`);
  }
  cache.set(file, result.data);
  return result.data;
}

/** The sections a market shows: those without a market list, and those naming it. */
export function sectionsFor(page: PageContent, market: Market): PageContent['sections'] {
  return page.sections.filter((section) => !section.markets || section.markets.includes(market));
}
