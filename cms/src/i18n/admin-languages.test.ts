import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminLanguages, bosnianAskedFor, payloadTexts } from './admin-languages';

describe('the admin languages', () => {
  it('offer Bosnian by name beside the languages Payload ships', () => {
    const labels = Object.fromEntries(Object.entries(adminLanguages).map(([key, language]) => [key, language!.translations.general!.thisLanguage]));
    assert.deepEqual(labels, { en: 'English', hr: 'Hrvatski', sl: 'Slovenščina', bs: 'Bosanski' });
  });

  it('head a new document with a neutral entry, not an adjective that disagrees with the collection\'s name', () => {
    const heading = (language: keyof typeof payloadTexts, label: string) => payloadTexts[language].translations.general.creatingNewLabel.replace('{{label}}', label);
    assert.equal(heading('hr', 'Datoteka'), 'Novi unos: Datoteka');
    assert.equal(heading('bs', 'Otvorena pozicija'), 'Novi unos: Otvorena pozicija');
    assert.equal(heading('sl', 'Stran'), 'Nov vnos: Stran');
    assert.equal(heading('en', 'File'), 'Creating new File');
  });

  it('name the account page\'s settings for what they set, not for Payload', () => {
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
});
