import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedSnapshot } from './seed';
import { snapshotSchema } from './snapshot';
import { pathOf } from '@/routes';
import { routeLinkIssues } from './route-links';

// The clinical-trials service is a page of the Croatian site only.
const croatianOnly = 'nase-usluge-klinicke-studije';

describe('links to pages of the site, by market', () => {
  it("refuse a page another market has, in copy and in a list item's link, naming the page and the market", () => {
    const page = {
      sections: [
        { type: 'prose', body: `Vidi [klinička ispitivanja](route:${croatianOnly}) i [o nama](route:o-nama).` },
        {
          type: 'features',
          items: [
            { name: 'Studije', text: 'Tekst.', link: croatianOnly },
            { name: 'O nama', text: 'Tekst.', link: 'o-nama' },
          ],
        },
      ],
    };
    assert.deepEqual(routeLinkIssues(page, ['cro']), [], 'the Croatian site has both pages');
    const issues = routeLinkIssues(page, ['bih']);
    assert.deepEqual(
      issues.map((issue) => issue.path),
      [
        ['sections', 0, 'body'],
        ['sections', 1, 'items', 0, 'link'],
      ],
    );
    // Named by the page's address on the Bosnian site's language (the route's key is code, not a page an editor knows).
    const address = pathOf(croatianOnly, 'bs');
    assert.deepEqual(
      issues.map((issue) => issue.params.values),
      [
        { detail: address, market: 'bih' },
        { detail: address, market: 'bih' },
      ],
    );
    // Written as the page's address on the Croatian site, the same page, named as written.
    const croatianAddress = pathOf(croatianOnly, 'hr');
    assert.deepEqual(
      routeLinkIssues({ body: `[Studije](${croatianAddress})` }, ['bih']).map((issue) => issue.params.values),
      [{ detail: croatianAddress, market: 'bih' }],
    );
    assert.deepEqual(routeLinkIssues({ body: `[Studije](${croatianAddress})` }, ['cro']), []);
    // A post shared by two markets needs the page on both sites.
    assert.equal(routeLinkIssues({ body: `[x](route:${croatianOnly})` }, ['cro', 'slo'])[0]?.params.values.market, 'slo');
  });

  it('leave other links, other texts and unknown routes (the allow-list refuses those) alone', () => {
    assert.deepEqual(routeLinkIssues({ body: '[HALMED](https://www.halmed.hr) [x](route:no-such-page)', title: croatianOnly }, ['bih']), []);
  });

  it('stop the build of a snapshot whose copy links to a page its market lacks', () => {
    const bosnian = seedSnapshot('bih');
    const [key, translations] = Object.entries(bosnian.pages)[0]!;
    const section = { type: 'prose', heading: 'Usluge', body: `[Studije](route:${croatianOnly})` };
    const changed = {
      ...bosnian,
      pages: { ...bosnian.pages, [key]: { ...translations, bs: { ...translations.bs!, sections: [...translations.bs!.sections, section] } } },
    };
    const result = snapshotSchema.safeParse(changed);
    assert.equal(result.success, false);
    assert.match(
      result.error!.issues.map((issue) => issue.message).join('\n'),
      new RegExp(`the page "${pathOf(croatianOnly, 'bs')}" is not on the site of bih`),
    );
  });
});
