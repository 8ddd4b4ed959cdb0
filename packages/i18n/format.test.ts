import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { marketProfiles } from '@/content/company';
import { localesOf, markets } from '@/config/markets';
import { fillPlaceholders } from '@/content/render';
import { loadPage } from '@/content/source';
import { pagesOf } from '@/routes';
import { format, messagesFor } from './messages';

/** Two full stops in a row that are not an ellipsis. */
const DOUBLE_STOP = /(?<!\.)\.\.(?!\.)/;

describe('filling placeholders', () => {
  it('a value ending in a full stop takes the place of the full stop after it', () => {
    assert.equal(
      format('© {year} {legalName}. All rights reserved.', { year: 2026, legalName: 'Farmadria d.d.' }),
      '© 2026 Farmadria d.d. All rights reserved.',
    );
    assert.equal(
      format('© {year} {legalName}. All rights reserved.', { year: 2026, legalName: 'Farmadria d.o.o. Sarajevo' }),
      '© 2026 Farmadria d.o.o. Sarajevo. All rights reserved.',
    );
    assert.equal(format('{name}, {name}.', { name: 'Ltd.' }), 'Ltd., Ltd.');
    assert.equal(format('{unknown}.', {}), '{unknown}.');
  });

  for (const market of markets) {
    const site = { market, url: marketProfiles[market].siteUrl, profile: marketProfiles[market] };

    it(`${market}: no footer line and no page copy has a doubled full stop`, () => {
      for (const locale of localesOf(market)) {
        const copyright = format(messagesFor(locale).footer.copyright, { year: 2026, legalName: site.profile.registration.legalName });
        assert.doesNotMatch(copyright, DOUBLE_STOP, `${locale} footer: ${copyright}`);
      }
      for (const page of pagesOf(market)) {
        const text = JSON.stringify(fillPlaceholders(loadPage(page.key, page.locale, market), site));
        const found = DOUBLE_STOP.exec(text);
        assert.equal(found, null, `${page.path}: …${found ? text.slice(found.index - 40, found.index + 10) : ''}…`);
      }
    });
  }
});
