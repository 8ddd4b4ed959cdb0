/**
 * Copy is data, never markup. Markdown comes from the seed and from the CMS,
 * where editors' accounts are untrusted input, so it is rendered by
 * markdown-it with raw HTML switched off (a `<script>` shows as text) and
 * links limited to the targets of packages/content/link-targets.ts. The same parser
 * tells publishing and the build which text still holds HTML or a link they would not render
 * (`markupProblem`), so such content is refused, not silently dropped.
 * The downloadable documents (the PDFs of scripts/documents.ts) are rendered by the same rules.
 */
import markdownIt, { type Env, type MarkdownIt, type Token } from 'markdown-it';
import type { Locale } from '@/config/markets';
import { pathOf, type RouteKey } from '@/routes';
import { COMPANY_DOMAIN, isAllowedLink, PUBLIC_BODY_DOMAINS, routeOfLink } from './link-targets';
import type { ContentProblem, ProblemValues } from './problems';

interface RenderEnv extends Env {
  locale: Locale;
  /** The site's address, for text read away from the site (a PDF): its page links lead there. */
  origin?: string;
}

/** Where an allowed link leads; `isAllowedLink` has already checked that a route exists. */
function resolveHref(href: string, { locale, origin }: RenderEnv): { href: string; external: boolean } {
  const route = routeOfLink(href);
  if (route) return origin ? { href: new URL(pathOf(route, locale), origin).href, external: true } : { href: pathOf(route, locale), external: false };
  return { href, external: /^https?:/i.test(href) };
}

/**
 * Copy's headings sit inside a section of a page, which already has an h2, so all are h3; a
 * document is a page of its own, whose headings keep their levels.
 */
type Headings = 'section' | 'document';

function renderer(headings: Headings): MarkdownIt {
  // linkify: bare web and mail addresses become links, as copy has always written them (those
  // the allow-list takes; any other stays text).
  const md = markdownIt({ html: false, linkify: true });
  // Photos come from the media library; an image in copy would load from wherever it names.
  md.disable('image');
  md.validateLink = isAllowedLink;
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    const target = resolveHref(String(token.attrGet('href') ?? ''), env as RenderEnv);
    token.attrSet('href', target.href);
    if (target.external) token.attrSet('rel', 'noopener noreferrer');
    return self.renderToken(tokens, index, options);
  };
  if (headings === 'section') {
    md.renderer.rules.heading_open = () => '<h3>';
    md.renderer.rules.heading_close = () => '</h3>\n';
  }
  return md;
}

const sectionCopy = renderer('section');
const documentCopy = renderer('document');

/** Markdown copy to HTML; raw HTML stays text, and route: links resolve to the page in the same locale. */
export function markdownToHtml(markdown: string, locale: Locale): string {
  return sectionCopy.render(markdown, { locale } satisfies RenderEnv);
}

/** A downloadable document's Markdown to HTML, by copy's rules; its page links lead to the site at `origin`. */
export function documentToHtml(markdown: string, locale: Locale, origin: string): string {
  return documentCopy.render(markdown, { locale, origin } satisfies RenderEnv);
}

/** A parser that recognises raw HTML (which the renderer above would print as text), to find it and refuse it. */
const inspector = markdownIt({ html: true, linkify: false });
// As in the renderer, `![x](…)` is a `!` and a link, so the link's target is checked.
inspector.disable('image');
// Every link is parsed, so that one the renderer would refuse can be named.
inspector.validateLink = () => true;

function* inlineTokens(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (token.children) yield* inlineTokens(token.children);
  }
}

type MarkupProblem = { problem: ContentProblem; values?: ProblemValues };

/**
 * The characters without which markdown-it makes no tag, link or inline markup of a text: HTML
 * and autolinks open with <, links with [, code, emphasis and strikethrough with ` * _ ~, and a
 * hard break needs a new line (an escape or an entity alone stays text). Most texts (titles,
 * labels, facts) hold none and skip the parser, the costliest step of making a seed snapshot.
 */
const MAY_HOLD_MARKUP = /[<[`*_~\n]/;

/**
 * Why a text cannot be published, if it holds markup that copy must not carry:
 * raw HTML (a tag, a comment) or a link to anything but the allowed targets,
 * with the offending part as its `detail`. Plain text may use no Markdown at all
 * (`plain`): it is filled into other copy through placeholders, where Markdown
 * would become markup.
 */
export function markupProblem(text: string, options: { plain?: boolean } = {}): MarkupProblem | undefined {
  return MAY_HOLD_MARKUP.test(text) ? markupProblemParsed(text, options) : undefined;
}

/** markupProblem's answer from markdown-it's tokens, for every text: its test proves the shortcut above. */
export function markupProblemParsed(text: string, { plain = false }: { plain?: boolean } = {}): MarkupProblem | undefined {
  for (const token of inlineTokens(inspector.parse(text, {}))) {
    if (token.type === 'html_block' || token.type === 'html_inline') return { problem: 'html', values: { detail: token.content.trim().slice(0, 40) } };
    const href = token.type === 'link_open' ? String(token.attrGet('href') ?? '') : undefined;
    if (href !== undefined && !isAllowedLink(href))
      return { problem: 'link', values: { detail: href.slice(0, 40), domain: COMPANY_DOMAIN, domains: PUBLIC_BODY_DOMAINS.join(', ') } };
    if (plain && token.type === 'inline' && token.children?.some((child: Token) => child.type !== 'text' && child.type !== 'softbreak')) {
      return { problem: 'plain' };
    }
  }
  return undefined;
}

/** The pages of the route table a text links to, by key or address, with each link's address as written (an unknown one is `markupProblem`'s). */
export function linkedRoutes(text: string): Array<{ key: RouteKey; written: string }> {
  const links: Array<{ key: RouteKey; written: string }> = [];
  for (const token of inlineTokens(inspector.parse(text, {}))) {
    const written = token.type === 'link_open' ? String(token.attrGet('href') ?? '') : '';
    const key = written ? routeOfLink(written) : undefined;
    if (key) links.push({ key, written });
  }
  return links;
}

/** Markdown to plain words: links keep their text, marks and list bullets go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
