import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { locales, type Locale } from '@/config/markets';
import { routesOf } from '@/routes';
import { format, messagesFor } from './messages';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

/** Every string of a catalogue with its dotted key. */
function stringsOf(catalogue: unknown): [string, string][] {
  return keysOf(catalogue).map((key) => [key, String(valueAt(catalogue, key))]);
}

function valueAt(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
}

const marketLocales = locales.filter((locale) => locale !== 'en');

/** Strings a market language writes as English does, each for its reason; any other copy is an untranslated string. */
const sameByNature: { covers: (locale: Locale, key: string) => boolean; reason: string }[] = [
  { covers: (_, key) => key === 'site.name', reason: 'the brand name' },
  { covers: (_, key) => key === 'recipients.cochlear', reason: 'a company name' },
  { covers: (_, key) => key.startsWith('languages.'), reason: 'the language switcher names each language in that language' },
  { covers: (_, key) => key === 'sections.fileMeta', reason: 'placeholders and the unit symbol KB' },
  { covers: (_, key) => key.startsWith('report.options.doseUnit.'), reason: 'unit symbols (mg, g, µg, ml)' },
  {
    covers: (locale, key) => locale === 'bs' && /(^|\.)email$/.test(key),
    reason: 'Bosnian writes the loanword e-mail (its catalogue and pages do throughout; hr and sl say e-pošta)',
  },
];

describe('locale catalogues', () => {
  const reference = keysOf(messagesFor('en')).sort();

  for (const locale of locales) {
    it(`${locale} has every key of the reference catalogue and no other`, () => {
      const keys = keysOf(messagesFor(locale)).sort();
      assert.deepEqual(
        keys.filter((k) => !reference.includes(k)),
        [],
        'extra keys',
      );
      assert.deepEqual(
        reference.filter((k) => !keys.includes(k)),
        [],
        'missing keys',
      );
      for (const key of keys) {
        const value = valueAt(messagesFor(locale), key);
        assert.ok(typeof value === 'string' && value.trim().length > 0, `${locale}: ${key} is empty`);
      }
    });
  }

  it('has a menu label for every department and service', () => {
    const nav = messagesFor('en').nav as Record<string, string>;
    for (const key of [...routesOf('cro', 'department'), ...routesOf('cro', 'service')]) assert.ok(nav[key], key);
  });

  it('is translated, not copied from English, in each market language', () => {
    const english = new Map(stringsOf(messagesFor('en')));
    const copied = marketLocales.flatMap((locale) =>
      stringsOf(messagesFor(locale))
        .filter(([key, value]) => value === english.get(key) && !sameByNature.some((same) => same.covers(locale, key)))
        .map(([key, value]) => `${locale} ${key}: ${value}`),
    );
    assert.deepEqual(copied, []);
  });

  it('lists only strings that are still the same in English and a market language', () => {
    const english = new Map(stringsOf(messagesFor('en')));
    const same = marketLocales.flatMap((locale) =>
      stringsOf(messagesFor(locale))
        .filter(([key, value]) => value === english.get(key))
        .map(([key]) => [locale, key] as const),
    );
    for (const exception of sameByNature)
      assert.ok(
        same.some(([locale, key]) => exception.covers(locale, key)),
        `no longer needed: ${exception.reason}`,
      );
  });

  it('fills placeholders', () => {
    assert.equal(format('{years} years', { years: 36 }), '36 years');
  });
});
