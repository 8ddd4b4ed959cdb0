import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { locales } from '@/config/markets';
import { routesOf } from '@/routes';
import { format, messagesFor } from './messages';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe('locale catalogues', () => {
  const reference = keysOf(messagesFor('en')).sort();

  for (const locale of locales) {
    it(`${locale} has every key of the reference catalogue and no other`, () => {
      const keys = keysOf(messagesFor(locale)).sort();
      assert.deepEqual(keys.filter((k) => !reference.includes(k)), [], 'extra keys');
      assert.deepEqual(reference.filter((k) => !keys.includes(k)), [], 'missing keys');
      for (const key of keys) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messagesFor(locale));
        assert.ok(typeof value === 'string' && value.trim().length > 0, `${locale}: ${key} is empty`);
      }
    });
  }

  it('has a menu label for every department and service', () => {
    const nav = messagesFor('en').nav as Record<string, string>;
    for (const key of [...routesOf('cro', 'department'), ...routesOf('cro', 'service')]) assert.ok(nav[key], key);
  });

  it('is translated, not copied from English, in each market language', () => {
    for (const locale of ['hr', 'sl', 'bs'] as const) {
      assert.notEqual(messagesFor(locale).notFound.text, messagesFor('en').notFound.text, locale);
      assert.notEqual(messagesFor(locale).site.departments, messagesFor('en').site.departments, locale);
    }
  });

  it('fills placeholders', () => {
    assert.equal(format('{years} years', { years: 36 }), '36 years');
  });
});
