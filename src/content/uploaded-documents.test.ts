import assert from 'node:assert/strict';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { assetUrl } from '@/content/media-schema';
import { seedSnapshot } from './seed';
import { documentsIn } from './source';

// A file of its own: it points this process's build at a snapshot (CONTENT_SNAPSHOT), which the loaders keep.

it('lists an uploaded PDF at its /assets address with its size, and committed ones with theirs', () => {
  const snapshot = structuredClone(seedSnapshot('cro'));
  const terms = snapshot.documents.find((doc) => doc.key === 'general-terms-of-business')!;
  terms.translations.hr = { title: 'Opći uvjeti poslovanja 2027.', upload: 8 };
  const url = assetUrl(8, 'ab12cd34ef56ab12', 'opci-uvjeti-2027', 'pdf');
  snapshot.media = [{ id: 8, kind: 'pdf', alt: {}, files: [{ url, format: 'pdf', bytes: 123_456 }] }];
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'snapshot-')), 'cro.json');
  writeFileSync(file, JSON.stringify(snapshot));
  process.env.CONTENT_SNAPSHOT = file;

  const croatian = documentsIn('hr').find((doc) => doc.key === 'general-terms-of-business')!;
  assert.deepEqual([croatian.title, croatian.url, croatian.bytes], ['Opći uvjeti poslovanja 2027.', url, 123_456]);
  const english = documentsIn('en').find((doc) => doc.key === 'general-terms-of-business')!;
  assert.equal(english.url, '/documents/cro/en/general-terms-of-business.pdf');
  assert.equal(english.bytes, statSync(path.join(process.cwd(), 'public', english.url)).size);
});
