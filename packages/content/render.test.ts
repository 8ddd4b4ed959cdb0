import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localesOf, markets } from '@/config/markets';
import { siteOf } from './downloads';
import { placeholders } from './page-schema';
import { fillPlaceholders, placeholderValues } from './render';

/** A value's name as page-schema.ts lists it: a certificate's under any certificate's key. */
const listed = (name: string) => `{${name.replace(/^certificate\.\w+\./, 'certificate.<key>.')}}`;

const suppliedBy = (market: (typeof markets)[number], withLocale: boolean) =>
  new Set((withLocale ? localesOf(market) : [undefined]).flatMap((locale) => Object.keys(placeholderValues(siteOf(market), locale)).map(listed)));

describe('the placeholders of content', () => {
  it('are the ones the renderer supplies: every placeholder the schema allows has a value, and every value a placeholder', () => {
    const supplied = new Set(markets.flatMap((market) => [...suppliedBy(market, true)]));
    assert.deepEqual([...supplied].sort(), [...placeholders].sort());
  });

  it('have a value in every market, but for a service line a market without one lacks', () => {
    for (const market of markets) {
      const lacking = placeholders.filter((placeholder) => !suppliedBy(market, true).has(placeholder));
      assert.deepEqual(lacking, siteOf(market).profile.serviceLine ? [] : ['{service.phone}'], market);
    }
  });

  it('lack only the dates where the locale is unknown', () => {
    for (const market of markets) {
      const lacking = [...suppliedBy(market, true)].filter((placeholder) => !suppliedBy(market, false).has(placeholder)).sort();
      assert.deepEqual(lacking, ['{certificate.<key>.issued}', '{certificate.<key>.validUntil}', '{company.wholesaleLicenceIssued}'], market);
    }
  });

  it('are filled in every string of a value, dotted names included', () => {
    const site = siteOf('cro');
    const filled = fillPlaceholders({ title: 'Write to {pv.email}', list: ['{brand}', '{nothing.known}'] }, site, 'hr');
    assert.deepEqual(filled, { title: `Write to ${site.profile.pharmacovigilance.email}`, list: [site.profile.brandName, '{nothing.known}'] });
  });
});
