import assert from 'node:assert/strict';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { assetUrl } from '@/content/media-schema';
import { seedSnapshot } from './seed';
import { documentsIn } from './source';

it('lists an uploaded PDF at its /assets address with its size, and committed ones with theirs', () => {
  const snapshot = structuredClone(seedSnapshot('cro'));
  const terms = snapshot.documents.find((doc) => doc.key === 'general-terms-of-business')!;
  terms.translations.hr = { title: 'Opći uvjeti poslovanja 2027.', upload: 8 };
  const url = assetUrl(8, 'ab12cd34ef56ab12', 'opci-uvjeti-2027', 'pdf');
  snapshot.media = [{ id: 8, kind: 'pdf', alt: {}, files: [{ url, format: 'pdf', bytes: 123_456 }] }];
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'snapshot-')), 'cro.json');
  writeFileSync(file, JSON.stringify(snapshot));
  // Pointed at the file as a build is, and back to the seed after: other tests share this process.
  const given = process.env.CONTENT_SNAPSHOT;
  process.env.CONTENT_SNAPSHOT = file;
  try {
    const croatian = documentsIn('hr').find((doc) => doc.key === 'general-terms-of-business')!;
    assert.deepEqual([croatian.title, croatian.url, croatian.bytes], ['Opći uvjeti poslovanja 2027.', url, 123_456]);
    const english = documentsIn('en').find((doc) => doc.key === 'general-terms-of-business')!;
    assert.equal(english.url, '/documents/cro/en/general-terms-of-business.pdf');
    assert.equal(english.bytes, statSync(path.join(process.cwd(), 'apps', 'site', 'public', english.url)).size);
  } finally {
    if (given === undefined) delete process.env.CONTENT_SNAPSHOT;
    else process.env.CONTENT_SNAPSHOT = given;
  }
});
