import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseYaml } from './yaml';

/**
 * Bosnian writes "na primjer" in two words (the standard's spelling; "naprimjer" is a
 * common slip). Every Bosnian text is checked: the site's page copy, news, documents and
 * catalogues, the staff catalogues of the CMS, and the Bosnian entries of files that hold
 * several languages (the job openings).
 */
const misspellings = [/\bnaprimjer\b/iu];

const root = process.cwd();
const skipped = new Set(['node_modules', '.next', 'out', 'dist']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name)) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The strings under every `bs` key of a parsed file that holds several languages. */
function bosnianEntries(value: unknown, underBs = false): string[] {
  if (typeof value === 'string') return underBs ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => bosnianEntries(item, underBs));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => bosnianEntries(item, underBs || key === 'bs'));
  return [];
}

/** Every Bosnian text with the file it is written in. */
function bosnianTexts(): Array<{ file: string; text: string }> {
  const files = [...filesUnder(path.join(root, 'packages')), ...filesUnder(path.join(root, 'apps'))];
  const ownFiles = files.filter((file) => /^bs\.(ya?ml|md|json|ts)$/.test(path.basename(file))).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const mixed = files
    .filter((file) => /\.ya?ml$/.test(file) && !/^[a-z]{2}\.ya?ml$/.test(path.basename(file)))
    .flatMap((file) => bosnianEntries(parseYaml(readFileSync(file, 'utf8'))).map((text) => ({ file, text })));
  return [...ownFiles, ...mixed].map(({ file, text }) => ({ file: path.relative(root, file), text }));
}

function misspelt(text: string): string[] {
  return misspellings.flatMap((word) => [...text.matchAll(new RegExp(word, 'giu'))].map((match) => match[0]));
}

describe('Bosnian spelling', () => {
  it('knows the slip in any case and leaves the right spelling alone', () => {
    assert.deepEqual(misspelt('Kolačići (naprimjer localStorage). Naprimjer ovo.'), ['naprimjer', 'Naprimjer']);
    assert.deepEqual(misspelt('Kolačići (na primjer localStorage).'), []);
  });

  it('finds the Bosnian texts, those inside files of several languages too', () => {
    const texts = bosnianTexts();
    for (const file of [
      'packages/messages/survey/bs.json',
      'packages/content/pages/cookies/bs.yaml',
      'apps/cms/src/i18n/pv/bs.ts',
      'packages/content/jobs/openings.yaml',
    ]) {
      assert.ok(
        texts.some((text) => text.file === file),
        `${file} is not read`,
      );
    }
  });

  it('writes "na primjer", never "naprimjer", in every Bosnian text', () => {
    const found = bosnianTexts().flatMap(({ file, text }) => misspelt(text).map((word) => `${file}: ${word}`));
    assert.deepEqual(found, []);
  });
});
