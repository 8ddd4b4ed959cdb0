import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { PayloadRequest } from 'payload';
import { parsePreviewAddress, previewPath, previewUrl } from './address';

const asStaff = (role: string, markets: string[] = []) => ({ user: { id: 1, email: 'x@example.com', role, markets } }) as unknown as PayloadRequest;
const button = (collection: 'pages' | 'news', doc: Record<string, unknown>, locale: string, req: PayloadRequest) =>
  previewUrl(collection)(doc, { locale, req, token: null });

it('gives a page the preview address of its market in the admin locale', () => {
  assert.equal(button('pages', { id: 5, market: 'cro' }, 'hr', asStaff('editor', ['cro'])), '/preview/pages/5/cro/hr');
  assert.equal(button('pages', { id: 5, market: 'cro' }, 'en', asStaff('admin')), '/preview/pages/5/cro/en');
});

it('previews a post in the first of its markets that the staff member edits and that speaks the locale', () => {
  const post = { id: 7, markets: ['cro', 'slo'] };
  assert.equal(button('news', post, 'sl', asStaff('editor', ['slo'])), '/preview/news/7/slo/sl');
  assert.equal(button('news', post, 'en', asStaff('editor', ['slo'])), '/preview/news/7/slo/en');
  assert.equal(button('news', post, 'en', asStaff('admin')), '/preview/news/7/cro/en');
  assert.equal(button('news', post, 'sl', asStaff('editor', ['cro'])), null, 'cro speaks no Slovenian');
  assert.equal(button('news', post, 'bs', asStaff('admin')), null, 'no market of the post speaks Bosnian');
  assert.equal(button('news', post, 'en', asStaff('pharmacovigilance')), null, 'no content role');
});

it('reads back only the addresses it makes', () => {
  const address = { collection: 'news', id: 7, market: 'slo', locale: 'sl' } as const;
  const [, , collection, id, market, locale] = previewPath(address).split('/') as string[];
  assert.deepEqual(parsePreviewAddress({ collection: collection!, id: id!, market: market!, locale: locale! }), address);
  for (const wrong of [
    { collection: 'jobs', id: '7', market: 'slo', locale: 'sl' },
    { collection: 'news', id: '07', market: 'slo', locale: 'sl' },
    { collection: 'news', id: '7x', market: 'slo', locale: 'sl' },
    { collection: 'news', id: '7', market: 'xyz', locale: 'sl' },
    { collection: 'news', id: '7', market: 'slo', locale: 'hr' },
  ])
    assert.equal(parsePreviewAddress(wrong), undefined, JSON.stringify(wrong));
});
