import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import { asXmlHoldsIt, HOSTILE_TEXTS, strictXml, typedText } from '../../tests/support/strict-xml';
import { sitemapXml, type SitemapEntry } from './sitemap';

const XHTML = 'http://www.w3.org/1999/xhtml';
const site = { market: 'cro', url: 'https://hr.example' } as const;

/** The extra entries' addresses and alternates as a strict parser reads them back, after the route table's pages. */
function readBack(entries: SitemapEntry[]) {
  const document = strictXml(sitemapXml(site, entries));
  const urls = Array.from(document.getElementsByTagName('url')).slice(-entries.length);
  return urls.map((url) => ({
    loc: url.getElementsByTagName('loc')[0]!.textContent,
    links: Array.from(url.getElementsByTagNameNS(XHTML, 'link')).map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  }));
}

/** An entry whose path and alternates hold the texts (a slug, as an editor may type one). */
const entryOf = (texts: readonly string[]): SitemapEntry => ({
  path: `/${texts[0]}`,
  alternates: texts.map((text, index) => ({ lang: texts[(index + 1) % texts.length]!, path: `/en/${text}` })),
});

function assertReadsBack(entry: SitemapEntry) {
  assert.deepEqual(readBack([entry]), [
    {
      loc: asXmlHoldsIt(site.url + entry.path),
      links: entry.alternates.map((link) => [asXmlHoldsIt(link.lang), asXmlHoldsIt(site.url + link.path)]),
    },
  ]);
}

it('writes a sitemap whose every address and language reads back as given, whatever the slugs hold', () => {
  for (const hostile of HOSTILE_TEXTS) assertReadsBack(entryOf([hostile]));
  assertReadsBack(entryOf(HOSTILE_TEXTS));
  fc.assert(
    fc.property(fc.array(typedText(80), { minLength: 1, maxLength: 4 }), (texts) => assertReadsBack(entryOf(texts))),
    { numRuns: 100 },
  );
});
