import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { adminDateLocales } from './admin-dates';
import { adminLanguages, bosnianAskedFor, payloadTexts } from './admin-languages';
import * as payloadDateLocales from './payload-date-locales';

describe('the admin languages', () => {
  it('offer Bosnian by name beside the languages Payload ships', () => {
    const labels = Object.fromEntries(Object.entries(adminLanguages).map(([key, language]) => [key, language!.translations.general!.thisLanguage]));
    assert.deepEqual(labels, { en: 'English', hr: 'Hrvatski', sl: 'Slovenščina', bs: 'Bosanski' });
  });

  it("head a new document with a neutral entry, not an adjective that disagrees with the collection's name", () => {
    const heading = (language: keyof typeof payloadTexts, label: string) =>
      payloadTexts[language].translations.general.creatingNewLabel.replace('{{label}}', label);
    assert.equal(heading('hr', 'Datoteka'), 'Novi unos: Datoteka');
    assert.equal(heading('bs', 'Otvorena pozicija'), 'Novi unos: Otvorena pozicija');
    assert.equal(heading('sl', 'Stran'), 'Nov vnos: Stran');
    assert.equal(heading('en', 'File'), 'Creating new File');
  });

  it("name the account page's settings for what they set, not for Payload", () => {
    for (const [language, texts] of Object.entries(payloadTexts)) {
      assert.doesNotMatch(texts.translations.general.payloadSettings, /payload/i, language);
    }
  });

  it('recognise a browser that asks for Bosnian first among the admin languages', () => {
    for (const header of ['bs', 'bs-BA', 'bs-BA,bs;q=0.9,hr;q=0.8,en;q=0.7', 'de-DE,bs;q=0.9,en;q=0.5', 'en;q=0.3,bs-Latn-BA']) {
      assert.equal(bosnianAskedFor(header), true, header);
    }
  });

  it('leave every other browser to Payload', () => {
    for (const header of [null, '', 'hr-HR,hr;q=0.9,bs;q=0.8', 'en-GB', 'sl,bs;q=0.5', 'bs;q=0,hr', 'de-DE']) {
      assert.equal(bosnianAskedFor(header), false, String(header));
    }
  });

  it("load each language's dates (admin-dates.ts) by a date-fns name the CMS build hands our locale under", async () => {
    // What Payload imports for each key, read from its own code, so that a change of it in an upgrade shows here.
    const translations = path.dirname(createRequire(import.meta.url).resolve('@payloadcms/translations'));
    const source = readFileSync(path.join(translations, '..', 'importDateFNSLocale.js'), 'utf8');
    const imported = (key: string) => {
      const found = new RegExp(`case '${key}':\\s*result = \\(await import\\('([^']+)'\\)\\)\\.(\\w+)`).exec(source);
      assert.ok(found, `Payload loads no date-fns locale for ${key}`);
      return { module: found[1]!, name: found[2]! };
    };
    const { default: nextConfig } = (await import('../../next.config.mjs')) as { default: { turbopack: { resolveAlias: Record<string, string> } } };
    const aliases = nextConfig.turbopack.resolveAlias;
    for (const [language, texts] of Object.entries(payloadTexts) as [keyof typeof payloadTexts, (typeof payloadTexts)['hr']][]) {
      const { module, name } = imported(texts.dateFNSKey);
      if (language === 'hr') {
        assert.equal(aliases[module], undefined, "Croatian is date-fns's own (admin-dates.test.ts checks it writes our forms)");
        continue;
      }
      assert.equal(aliases[module], './src/i18n/payload-date-locales.ts', `${language}: ${module}`);
      assert.equal((payloadDateLocales as Record<string, unknown>)[name], adminDateLocales[language], `${language}: ${name}`);
    }
  });
});
