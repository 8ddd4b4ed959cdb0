import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { handleCaseRequest } from '../endpoints/cases-api';
import { caseMessages } from '@/features/pv/cases/messages';
import { interpolate, placeholderNames } from '@/lib/placeholders';
import type { Db } from '@/platform/db/database';
import { ADMIN_LANGUAGES } from './admin-languages';
import { staffInEnglish } from './catalogue';
import { staffCatalogues } from './translations';

type Catalogue = Record<string, Record<string, string>>;

const placeholders = (text: string) => placeholderNames(text).sort();

/** What a translation lacks or adds against the English catalogue, one line per problem. */
function problemsOf(translation: Catalogue, english: Catalogue = staffCatalogues.en): string[] {
  const keys = (catalogue: Catalogue) => Object.entries(catalogue).flatMap(([section, texts]) => Object.keys(texts).map((key) => `${section}:${key}`));
  const text = (catalogue: Catalogue, key: string) => {
    const [section, name] = key.split(':') as [string, string];
    return catalogue[section]?.[name];
  };
  const theirs = keys(translation);
  const ours = keys(english);
  return [
    ...ours.filter((key) => !theirs.includes(key)).map((key) => `missing ${key}`),
    ...theirs.filter((key) => !ours.includes(key)).map((key) => `extra ${key}`),
    ...ours
      .filter((key) => theirs.includes(key))
      .flatMap((key) => {
        const translated = text(translation, key)!;
        if (!translated.trim()) return [`empty ${key}`];
        const expected = placeholders(text(english, key)!);
        return JSON.stringify(placeholders(translated)) === JSON.stringify(expected)
          ? []
          : [`${key} has placeholders ${placeholders(translated)} instead of ${expected}`];
      }),
  ];
}

describe('staff catalogue', () => {
  for (const language of ['hr', 'sl', 'bs'] as const) {
    it(`${language} has every key and placeholder of en and nothing else`, () => {
      assert.deepEqual(problemsOf(staffCatalogues[language]), []);
    });

    it(`${language} is translated, not copied from English`, () => {
      const catalogue = staffCatalogues[language];
      for (const [section, key] of [
        ['cases', 'title'],
        ['secondFactor', 'enrolWhy'],
        ['builds', 'failed'],
        ['api', 'signInFirst'],
      ] as const) {
        assert.notEqual((catalogue[section] as Record<string, string>)[key], (staffCatalogues.en[section] as Record<string, string>)[key], `${section}:${key}`);
      }
    });
  }

  it('finds a missing key, an extra key and a lost placeholder', () => {
    const broken = structuredClone(staffCatalogues.hr) as Catalogue;
    delete broken.case!.saved;
    broken.case!.unheardOf = 'Nešto';
    broken.case!.duplicateOf = 'Duplikat prijave';
    broken.api!.cannotBecome = 'Prijava sa statusom {from} ne može prijeći u status {status}.';
    assert.deepEqual(problemsOf(broken).sort(), [
      'api:cannotBecome has placeholders from,status instead of from,to',
      'case:duplicateOf has placeholders  instead of reference',
      'extra case:unheardOf',
      'missing case:saved',
    ]);
  });

  it('holds the case API’s messages in English as the API says them', () => {
    assert.deepEqual(staffCatalogues.en.api, caseMessages);
    assert.equal(staffInEnglish('case:duplicateOf', { reference: 'NUS-2026-000001' }), 'Duplicate of NUS-2026-000001');
  });
});

const here = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the features’ catalogues', () => {
  it('are a folder per feature, each with a file per admin language and nothing else', () => {
    assert.deepEqual(folders, ['admin', 'applications', 'content', 'labels', 'publishing', 'pv', 'staff', 'survey']);
    for (const folder of folders) assert.deepEqual(readdirSync(join(here, folder)).sort(), ADMIN_LANGUAGES.map((language) => `${language}.ts`).sort(), folder);
  });

  for (const language of ADMIN_LANGUAGES) {
    it(`make up the whole ${language} catalogue, each section from one folder`, async () => {
      const folderOf = new Map<string, string>();
      for (const folder of folders) {
        const texts = ((await import(pathToFileURL(join(here, folder, `${language}.ts`)).href)) as Record<string, Catalogue>)[language];
        assert.ok(texts, `${folder}/${language}.ts exports ${language}`);
        for (const [section, sectionTexts] of Object.entries(texts)) {
          assert.equal(folderOf.get(section), undefined, `${section} is in ${folder} and ${folderOf.get(section)}`);
          folderOf.set(section, folder);
          assert.deepEqual((staffCatalogues[language] as Catalogue)[section], sectionTexts, `${folder}/${language}.ts ${section}`);
        }
      }
      assert.deepEqual([...folderOf.keys()].sort(), Object.keys(staffCatalogues[language]).sort());
    });
  }
});

describe('the case API’s messages', () => {
  // Refused before the database is asked.
  const db = undefined as unknown as Db;
  const signedOut = { method: 'GET', path: [], query: new URLSearchParams() };
  const options = {
    retentionYears: 10,
    officersOf: async () => [],
    reporterMail: () => ({ siteUrl: 'https://hr.farmadria.example', from: 'Farmadria <pv@hr.farmadria.example>' }),
  };

  it('are said in the language of the translator the CMS passes', async () => {
    const croatian = await handleCaseRequest(db, { ...signedOut, translate: (key, vars) => interpolate(staffCatalogues.hr.api[key], vars) }, options);
    assert.deepEqual([croatian.status, croatian.body], [401, { error: 'unauthenticated', message: 'Najprije se prijavite.' }]);
  });

  it('are English without one', async () => {
    const english = await handleCaseRequest(db, signedOut, options);
    assert.deepEqual(english.body, { error: 'unauthenticated', message: 'Sign in first.' });
  });
});
