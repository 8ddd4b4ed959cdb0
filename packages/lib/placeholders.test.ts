import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { inPayloadSyntax, interpolate, placeholderNames } from './placeholders';

const root = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Every file that holds texts with placeholders: the site's catalogues and the features', the
 * CMS's catalogues and its mends of Payload's texts, the back office's English, and the content
 * (pages, news, documents, jobs, company facts) with the seed that stores it in the CMS.
 * admin-dates.ts is not among them: its `{{date}}` and `{{time}}` are date-fns's own long formats.
 */
const textFiles = [
  ...filesUnder('packages/messages'),
  ...filesUnder('apps/cms/src/i18n').filter((path) => !path.endsWith('.test.ts') && !path.endsWith('admin-dates.ts')),
  'packages/features/pv/cases/messages.ts',
  'packages/content/problems.ts',
  ...filesUnder('packages/content').filter((path) => /\.(md|ya?ml|json)$/.test(path) || /(company-facts|seed|page-schema)\.ts$/.test(path)),
];

describe('the placeholder syntax', () => {
  it('is `{name}` in every catalogue and content file: none holds `{{name}}`', () => {
    const other = /\{\{\s*[\w.]+\s*\}\}/;
    const found = textFiles.flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .flatMap((line, index) => (other.test(line) ? [`${relative('.', path)}:${index + 1}: ${line.trim()}`] : [])),
    );
    assert.deepEqual(found, []);
  });

  it('scans the catalogues of the site, the CMS and the content', () => {
    for (const expected of ['packages/messages/en.json', 'packages/messages/report/hr.json', 'apps/cms/src/i18n/payload-mends.ts', 'packages/content/seed.ts'])
      assert.ok(textFiles.includes(expected), expected);
    assert.ok(textFiles.some((path) => path.startsWith('apps/cms/src/i18n/') && path.endsWith('/bs.ts')));
    assert.ok(textFiles.some((path) => path.startsWith('packages/content/pages/') && path.endsWith('.yaml')));
    assert.ok(textFiles.some((path) => path.startsWith('packages/content/documents/') && path.endsWith('.md')));
  });
});

describe('interpolate', () => {
  it('fills plain and dotted names, and leaves a placeholder without a value as it is', () => {
    assert.equal(
      interpolate('Write to {pv.email} about {reference}.', { 'pv.email': 'pv@farmadria.example', reference: 'NUS-1' }),
      'Write to pv@farmadria.example about NUS-1.',
    );
    assert.equal(interpolate('{unknown} and {count}', { count: 0 }), '{unknown} and 0');
    assert.equal(interpolate('{toString}', {}), '{toString}');
  });

  it('takes a lookup instead of values', () => {
    assert.equal(
      interpolate('{a}{b}', (name) => (name === 'a' ? 'A' : undefined)),
      'A{b}',
    );
  });
});

describe('Payload’s syntax at the boundary', () => {
  it('is `{{name}}` for every placeholder of a text or of nested texts, and nothing else changes', () => {
    assert.equal(inPayloadSyntax('Reports: {count}; see {pv.email}'), 'Reports: {{count}}; see {{pv.email}}');
    assert.deepEqual(inPayloadSyntax({ case: { duplicateOf: 'Duplicate of {reference}', saved: 'Saved' } }), {
      case: { duplicateOf: 'Duplicate of {{reference}}', saved: 'Saved' },
    });
    assert.deepEqual(placeholderNames('{a} {b.c} {a}'), ['a', 'b.c', 'a']);
  });
});
