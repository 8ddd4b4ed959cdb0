import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { staffCatalogues } from '../i18n/translations';
import { interpolate } from '@/lib/placeholders';
import type { StaffT } from '../i18n/catalogue';
import { defaultScheduleType, documentMarkets, scheduleLocales, scheduleMark, scheduleTimeZone, zoneLabel } from './schedule';

/** The catalogue of one language, as the admin's `t` reads it. */
const tIn =
  (language: keyof typeof staffCatalogues): StaffT =>
  (key, vars) => {
    const [section, name] = key.split(':') as [keyof (typeof staffCatalogues)['en'], string];
    return interpolate((staffCatalogues[language][section] as Record<string, string>)[name]!, vars);
  };

describe('scheduled publishes', () => {
  it('schedule a publish for a draft never published, and for a live document with a newer draft', () => {
    assert.equal(defaultScheduleType(false, 0), 'publish', 'never published');
    assert.equal(defaultScheduleType(false, 2), 'publish');
    assert.equal(defaultScheduleType(true, 1), 'publish', 'live, with changes to publish');
    assert.equal(defaultScheduleType(true, 0), 'unpublish', 'live, with nothing newer: only taking it down is left');
  });

  it("are set in the clock of the document's market, else of the editor's", () => {
    assert.deepEqual(documentMarkets('bih', undefined), ['bih']);
    assert.deepEqual(documentMarkets(undefined, ['slo', 'nowhere', 'cro']), ['slo', 'cro']);
    assert.equal(scheduleTimeZone(['bih'], ['cro']), 'Europe/Sarajevo');
    assert.equal(scheduleTimeZone(['slo', 'cro'], []), 'Europe/Ljubljana');
    assert.equal(scheduleTimeZone([], ['cro']), 'Europe/Zagreb', 'a document whose market is not chosen yet');
    assert.equal(scheduleTimeZone([], undefined), 'Europe/Zagreb');
  });

  it("offer the languages of the document's markets, the markets' own first", () => {
    assert.deepEqual(scheduleLocales(['cro']), ['hr', 'en']);
    assert.deepEqual(scheduleLocales(['cro', 'bih']), ['hr', 'bs', 'en']);
  });

  it('name a time zone by its city and market, in the admin language', () => {
    assert.equal(zoneLabel('Europe/Zagreb', tIn('hr')), 'Zagreb (Hrvatska)');
    assert.equal(zoneLabel('Europe/Sarajevo', tIn('bs')), 'Sarajevo (Bosna i Hercegovina)');
    assert.equal(zoneLabel('Europe/Ljubljana', tIn('en')), 'Ljubljana (Slovenia)');
  });

  it('are marked with the time in figures, in the clock they were set in', () => {
    const publish = { id: 1, type: 'publish', waitUntil: '2026-12-03T08:40:00.000Z', timeZone: 'Europe/Zagreb' } as const;
    assert.equal(scheduleMark(publish, 'hr', tIn('hr')), 'Zakazano za 3. 12. 2026. u 09:40');
    assert.equal(
      scheduleMark({ ...publish, type: 'unpublish', timeZone: 'Europe/Sarajevo' }, 'bs', tIn('bs')),
      'Uklanjanje sa weba zakazano za 3. 12. 2026. u 09:40',
    );
    assert.equal(
      scheduleMark({ ...publish, timeZone: undefined }, 'sl', tIn('sl'), 'Europe/Ljubljana'),
      'Objava načrtovana za 3. 12. 2026 ob 09:40',
      "a job set without a zone: the market's",
    );
  });
});
