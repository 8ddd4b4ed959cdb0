import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { format } from 'date-fns';
import { hr as dateFnsCroatian } from 'date-fns/locale/hr';
import { ADMIN_LANGUAGES } from './admin-languages';
import { marketTimeZones } from '@/config/markets';
import { adminDateLocales, DATE_PATTERN, DATE_TIME_PATTERN, formatAdminDate, formatMarketDate } from './admin-dates';
import { enUS, sr, srLatn } from './payload-date-locales';

// 1 December 2026, 09:40 in Zagreb, Ljubljana and Sarajevo (CET, UTC+1).
const moment = new Date('2026-12-01T08:40:00Z');
const zone = 'Europe/Zagreb';

describe('dates in the admin languages', () => {
  it('writes a day with its year as each language does', () => {
    assert.equal(formatAdminDate(moment, 'hr', { form: 'date', timeZone: zone }), '1. prosinca 2026.');
    assert.equal(formatAdminDate(moment, 'bs', { form: 'date', timeZone: zone }), '1. decembra 2026.');
    assert.equal(formatAdminDate(moment, 'sl', { form: 'date', timeZone: zone }), '1. december 2026');
    assert.equal(formatAdminDate(moment, 'en', { form: 'date', timeZone: zone }), '1 December 2026');
  });

  it('adds the time on a 24-hour clock, in the time zone asked for', () => {
    assert.equal(formatAdminDate(moment, 'hr', { timeZone: zone }), '1. prosinca 2026. u 09:40');
    assert.equal(formatAdminDate(moment, 'bs', { timeZone: zone }), '1. decembra 2026. u 09:40');
    assert.equal(formatAdminDate(moment, 'sl', { timeZone: zone }), '1. december 2026 ob 09:40');
    assert.equal(formatAdminDate(moment, 'en', { timeZone: zone }), '1 December 2026 at 09:40');
    assert.equal(formatAdminDate('2026-12-01T20:40:00Z', 'hr', { timeZone: zone }), '1. prosinca 2026. u 21:40');
    assert.equal(formatAdminDate('2026-07-01T07:40:00Z', 'bs', { timeZone: 'Europe/Sarajevo' }), '1. jula 2026. u 09:40', 'summer time');
  });

  it('writes a day in figures where space is short', () => {
    assert.equal(formatAdminDate('2026-12-03T08:40:00Z', 'hr', { form: 'numericDateTime', timeZone: zone }), '3. 12. 2026. u 09:40');
    assert.equal(formatAdminDate('2026-12-03T08:40:00Z', 'bs', { form: 'numericDateTime', timeZone: 'Europe/Sarajevo' }), '3. 12. 2026. u 09:40');
    assert.equal(formatAdminDate('2026-12-03T08:40:00Z', 'sl', { form: 'numericDateTime', timeZone: 'Europe/Ljubljana' }), '3. 12. 2026 ob 09:40');
  });

  it('gives Bosnian its own months, in the genitive after a day and the nominative alone, and never a Croatian one', () => {
    const croatian = /siječ|veljač|ožuj|travan|travnj|svib|lipan|lipnj|srpan|srpnj|kolovoz|rujan|rujn|listopad|studen|prosin/i;
    for (let month = 0; month < 12; month++) {
      const day = new Date(Date.UTC(2026, month, 15, 11));
      const [formatted, alone, short] = [
        format(day, 'PPP', { locale: srLatn }),
        format(day, 'LLLL yyyy', { locale: srLatn }),
        format(day, 'd. MMM', { locale: srLatn }),
      ];
      assert.doesNotMatch(`${formatted} ${alone} ${short}`, croatian, `${formatted} / ${alone} / ${short}`);
    }
    assert.equal(format(new Date(Date.UTC(2026, 11, 15, 11)), 'LLLL yyyy', { locale: srLatn }), 'decembar 2026');
    assert.equal(format(new Date(Date.UTC(2026, 7, 15, 11)), 'PPPP', { locale: srLatn }), 'subota, 15. augusta 2026.');
  });

  it("hands Payload the same forms under the names it loads (apps/cms/next.config.mjs), and its Croatian is date-fns's as it is", () => {
    for (const [given, language] of [
      [enUS, 'en'],
      [sr, 'sl'],
      [srLatn, 'bs'],
    ] as const) {
      assert.equal(format(moment, DATE_TIME_PATTERN, { locale: given }), format(moment, DATE_TIME_PATTERN, { locale: adminDateLocales[language] }));
    }
    for (const pattern of [DATE_PATTERN, DATE_TIME_PATTERN]) {
      assert.equal(format(moment, pattern, { locale: dateFnsCroatian }), format(moment, pattern, { locale: adminDateLocales.hr }), pattern);
    }
    assert.deepEqual(Object.keys(adminDateLocales).sort(), [...ADMIN_LANGUAGES].sort());
  });

  it('reads an unknown language as English', () => {
    assert.equal(formatAdminDate(moment, 'de', { form: 'date', timeZone: zone }), '1 December 2026');
  });
});

describe("dates of a market's records on staff screens", () => {
  // The three markets share Central European time, so a market that kept Zagreb's clock by mistake would show the
  // same hours: for the test, Bosnia moves to a zone of its own, and a Bosnian record must follow it.
  it("shows a record of a market on that market's clock, and one of a market no longer configured on Croatia's", (context) => {
    const sarajevo = marketTimeZones.bih;
    context.after(() => (marketTimeZones.bih = sarajevo));
    marketTimeZones.bih = 'Europe/London';
    assert.equal(formatMarketDate(moment, 'bs', 'bih'), '1. decembra 2026. u 08:40');
    assert.equal(formatMarketDate(moment, 'bs', 'cro'), '1. decembra 2026. u 09:40');
    assert.equal(formatMarketDate(moment, 'sl', 'slo', 'numericDateTime'), '1. 12. 2026 ob 09:40');
    assert.equal(formatMarketDate(moment, 'hr', 'xx'), '1. prosinca 2026. u 09:40');
  });
});
