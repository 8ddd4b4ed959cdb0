import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseYaml } from './yaml';
import type { z } from 'zod';
import { defaultLocale, locales, localesOf, type Locale } from '@/config/markets';
import { ContentError } from './pages';
import { categoriesSchema, frontmatterSchema, seedMetaSchema, type Category, type NewsContent, type Post, type Translation } from './post-schema';

/**
 * The seed's news and events, from packages/content/news (layout in its README),
 * validated: any problem names the file and the field. Pages read news
 * through the content snapshot (./source.ts), which the seed is made into.
 */
const newsRoot = path.join(process.cwd(), 'packages', 'content', 'news');

const CATEGORIES_FILE = 'categories.yaml';
const META_FILE = 'meta.yaml';

function fail(file: string, field: string, message: string): never {
  throw new ContentError(`${file}: invalid content\n  ${field}: ${message}`);
}

function relative(file: string): string {
  return path.relative(process.cwd(), file);
}

function validated<T>(schema: z.ZodType<T>, raw: unknown, file: string): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  throw new ContentError(`${file}: invalid content\n${problems.join('\n')}`);
}

function readYaml(file: string): unknown {
  try {
    return parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') fail(relative(file), '(file)', 'is missing');
    throw new ContentError(`${relative(file)}: not valid YAML: ${(error as Error).message}`);
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

function readTranslation(file: string, isEvent: boolean): Translation {
  const name = relative(file);
  const match = FRONTMATTER.exec(readFileSync(file, 'utf8'));
  if (!match) fail(name, '(frontmatter)', 'the file must start with a --- block holding slug, title and excerpt');
  let raw: unknown;
  try {
    raw = parseYaml(match[1]!);
  } catch (error) {
    throw new ContentError(`${name}: frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const front = validated(frontmatterSchema, raw, name);
  const body = match[2]!.trim();
  if (!body) fail(name, 'body', 'is empty');
  if (isEvent && !front.place) fail(name, 'place', 'an event needs its place');
  if (!isEvent && front.place) fail(name, 'place', 'only events have a place');
  return { ...front, body };
}

function readPost(dir: string, categoryIds: Set<string>): Post {
  const source = relative(dir);
  const metaFile = path.join(source, META_FILE);
  const meta = validated(seedMetaSchema, readYaml(path.join(dir, META_FILE)), metaFile);
  if (!path.basename(dir).startsWith(`${meta.id}-`)) fail(metaFile, 'id', `does not match the folder name ${path.basename(dir)}`);
  meta.categories.forEach((id, index) => {
    if (!categoryIds.has(id)) fail(metaFile, `categories.${index}`, `unknown category "${id}" (see ${CATEGORIES_FILE})`);
  });

  const spoken = new Set<Locale>(meta.markets.flatMap((market) => localesOf(market)));
  const translations: Post['translations'] = {};
  for (const file of readdirSync(dir).sort()) {
    if (file === META_FILE) continue;
    const locale = file.replace(/\.md$/, '') as Locale;
    if (!file.endsWith('.md') || !locales.includes(locale)) {
      fail(path.join(source, file), '(file)', 'unexpected file: a post holds meta.yaml and <locale>.md files');
    }
    if (!spoken.has(locale)) fail(path.join(source, file), '(file)', `none of the post's markets (${meta.markets.join(', ')}) speaks ${locale}`);
    translations[locale] = readTranslation(path.join(dir, file), meta.kind === 'event');
  }
  for (const market of meta.markets) {
    const locale = defaultLocale(market);
    if (!translations[locale]) fail(metaFile, 'markets', `${market} shows the post, so ${source}/${locale}.md is needed`);
  }
  return { ...meta, related: meta.related ?? [], translations, source };
}

/** The news categories (categories.yaml): structure, kept in code, which the CMS offers as choices. */
export function readCategories(root = newsRoot): Category[] {
  const categoriesFile = path.join(root, CATEGORIES_FILE);
  const categories = validated(categoriesSchema, readYaml(categoriesFile), relative(categoriesFile));
  const ids = new Set<string>();
  categories.forEach((category, index) => {
    if (ids.has(category.id)) fail(relative(categoriesFile), `${index}.id`, `"${category.id}" is listed twice`);
    ids.add(category.id);
  });
  return categories;
}

/** Reads and checks everything under a news folder (the seed, and tests' own folders). */
export function readNews(root = newsRoot): NewsContent {
  const categories = readCategories(root);
  const categoryIds = new Set(categories.map((category) => category.id));

  // The seed is read at run time from the checkout: the CMS bundle need not trace it (turbopackIgnore).
  const posts = readdirSync(/*turbopackIgnore: true*/ root)
    .map((name) => path.join(/*turbopackIgnore: true*/ root, name))
    .filter((folder) => statSync(/*turbopackIgnore: true*/ folder).isDirectory())
    .sort()
    .map((folder) => readPost(folder, categoryIds));

  const byId = new Map<number, Post>();
  const slugs = new Map<string, Post>();
  for (const post of posts) {
    const metaFile = path.join(post.source, META_FILE);
    const clash = byId.get(post.id);
    if (clash) fail(metaFile, 'id', `${post.id} is also the id of ${clash.source}`);
    byId.set(post.id, post);
    for (const [locale, translation] of Object.entries(post.translations)) {
      const key = `${locale}/${translation.slug}`;
      const other = slugs.get(key);
      if (other) fail(path.join(post.source, `${locale}.md`), 'slug', `"${translation.slug}" is also used by ${other.source}`);
      slugs.set(key, post);
    }
  }
  for (const post of posts) {
    post.related.forEach((id, index) => {
      const field = `related.${index}`;
      if (id === post.id) fail(path.join(post.source, META_FILE), field, 'a post cannot be related to itself');
      if (!byId.has(id)) fail(path.join(post.source, META_FILE), field, `no post has the id ${id}`);
    });
  }
  return { categories, posts };
}
