/**
 * The upgrade canary of the patches of Next's exported pages (README.md here): each test names an
 * assumption a patch makes and fails when Next's own output stops keeping it. It reads the pages
 * of the last site build as Next wrote them (.next/server/app: HTML and the `.rsc` payload beside
 * each), before scripts/build.ts defers their scripts, and Next's installed client code.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { inlineScriptHashes } from '@/platform/security';
import { filesUnder } from '@/platform/static-site';
import { deferScripts } from './defer-scripts';

const root = path.resolve(import.meta.dirname, '../..');
const builtPages = path.join(root, 'apps', 'site', '.next', 'server', 'app');
const noBuild = existsSync(builtPages) ? false : 'no site build in .next: `npm run build` first (npm test builds before it tests)';

interface NextPage {
  name: string;
  html: string;
  payload: string;
}

function nextPages(): NextPage[] {
  const pages = filesUnder(builtPages)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({
      name: path.relative(builtPages, file),
      html: readFileSync(file, 'utf8'),
      payload: readFileSync(file.replace(/\.html$/, '.rsc'), 'utf8'),
    }));
  assert.ok(pages.length > 0, `no pages in ${builtPages}`);
  return pages;
}

/** Script elements that load a file and run when it arrives, however Next writes the attributes. */
const asyncFileScript = /<script\b(?=[^>]*\ssrc=)(?=[^>]*\sasync\b)[^>]*>/gi;
const scriptPreload = /<link\b(?=[^>]*\srel="?preload\b)(?=[^>]*\sas="?script\b)[^>]*>/gi;
const sourceOf = (tag: string) => /\ssrc="?([^"\s>]+)/i.exec(tag)![1]!;
const loaderArguments = (html: string) => /<script data-deferred-chunks>[\s\S]*\)\((\[.*?\]),("[^"]*"|null)\)<\/script>/.exec(html);

describe("upgrade canary: Next's exported pages as the patches expect them", { skip: noBuild }, () => {
  it('writes every chunk as an async script and preloads, all of which defer-scripts takes out and loads itself', () => {
    for (const { name, html } of nextPages()) {
      const chunks = (html.match(asyncFileScript) ?? []).map(sourceOf);
      assert.ok(chunks.length > 0, `${name}: Next wrote no async chunk scripts`);
      const deferred = deferScripts(html);
      assert.deepEqual(deferred.match(asyncFileScript), null, `${name}: an async chunk script stays in the page`);
      assert.deepEqual(deferred.match(scriptPreload), null, `${name}: a script preload stays in the page`);
      assert.deepEqual(JSON.parse(loaderArguments(deferred)?.[1] ?? '[]'), chunks, `${name}: the loader does not load the chunks Next wrote`);
    }
  });

  it("inlines exactly the page's .rsc payload, which defer-scripts then fetches instead", () => {
    for (const { name, html, payload } of nextPages()) {
      const deferred = deferScripts(html, { url: '/page.txt', text: payload });
      assert.equal(loaderArguments(deferred)?.[2], '"/page.txt"', `${name}: the inline payload is not the page's .rsc`);
      const leftInline = [...deferred.matchAll(/<script>([^<]*__next_f[^<]*)<\/script>/g)].map((match) => match[1]);
      assert.deepEqual(leftInline, ['(self.__next_f=self.__next_f||[]).push([0])'], `${name}: more than Next's bootstrap stays inline`);
    }
  });

  it('writes only inline scripts that inline-scripts.ts knows, and chunks of its own', () => {
    for (const { name, html } of nextPages()) {
      assert.doesNotThrow(() => inlineScriptHashes(html), `${name}: Next wrote a script the CSP would refuse`);
    }
  });
});

describe("upgrade canary: Next's client as the deferred loader expects it", () => {
  const client = readFileSync(path.join(root, 'node_modules', 'next', 'dist', 'client', 'app-index.js'), 'utf8');

  it('reads the payload pushed on self.__next_f as [1, text] after its bootstrap [0], also once the page has loaded', () => {
    assert.match(client, /self\.__next_f = self\.__next_f \|\| \[\]/);
    assert.match(client, /seg\[0\] === 0\) \{\s*initialServerDataBuffer = \[\]/);
    assert.match(client, /seg\[0\] === 1\) \{[\s\S]{0,300}?initialServerDataBuffer\.push\(seg\[1\]\)/);
    // The loader pushes the payload after the document has loaded: Next then ends its stream itself.
    assert.match(client, /document\.readyState === 'loading'\) \{[\s\S]{0,200}?\} else \{[\s\S]{0,200}?setTimeout\(DOMContentLoaded\)/);
  });
});
