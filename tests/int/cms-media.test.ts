/**
 * The media library over the built CMS's REST API (apps/cms/.next): uploads are
 * checked by their bytes, cut to AVIF and WebP at upload, kept to their
 * markets' editors; a post shows a photo only with its alt text in each of
 * its languages; and the export versions each file's URL by its bytes.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import sharp from 'sharp';
import { readCategories } from '@/content/news';
import type { OpenCms } from '../../apps/cms/src/open';
import { describeEachDatabase } from './databases';
import { cmsSuiteKinds, openLocalCms, cmsRequest, startTestCms, testStaff, testStaffTokens, type TestCms, type TestPerson, cmsTestPort } from '../support/cms';

const PORT = cmsTestPort('media');
const BASE = `http://127.0.0.1:${PORT}`;
const request = cmsRequest(BASE);

/** A photo with a bright square off centre, where the focal point goes. */
const photo = (width: number, height: number, background = '#0a6d8f') =>
  sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#ffffff' } }, left: width - 300, top: 100 }])
    .jpeg()
    .toBuffer();

type Upload = { status: number; json: Record<string, unknown> };

/** A multipart upload, as the admin sends it: the file and the other fields as `_payload`. */
async function upload(
  token: string,
  name: string,
  bytes: Buffer,
  data: Record<string, unknown>,
  options: { id?: number; language?: string } = {},
): Promise<Upload> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  form.set('_payload', JSON.stringify(data));
  const response = await fetch(`${BASE}/api/media${options.id ? `/${options.id}` : ''}?locale=hr`, {
    method: options.id ? 'PATCH' : 'POST',
    headers: { Authorization: `JWT ${token}`, 'Accept-Language': options.language ?? 'en' },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const errorsOf = (json: Record<string, unknown>) => JSON.stringify(json.errors);

describeEachDatabase(
  'CMS media library',
  (database) => {
    let cms: TestCms | undefined;
    let local: OpenCms | undefined;
    let tokens: Record<TestPerson, string>;
    let photoId = 0;

    before(async () => {
      cms = await startTestCms(database, PORT, Object.values(testStaff), {});
      local = await openLocalCms(database);
      tokens = await testStaffTokens(request);
    });

    after(async () => {
      await cms?.stop();
      await local?.close();
    });

    it("cuts an uploaded photo to AVIF and WebP at three widths, at the cards' 2:1 shape around its focal point", async () => {
      const created = await upload(tokens.cro, 'Skladište.jpg', await photo(2400, 1600), { alt: 'Police skladišta', markets: ['cro'], focalX: 80, focalY: 20 });
      assert.equal(created.status, 201, errorsOf(created.json));
      const doc = created.json.doc as { id: number; mimeType: string; sizes: Record<string, { width: number; height: number; mimeType: string } | undefined> };
      photoId = doc.id;
      assert.equal(doc.mimeType, 'image/jpeg');
      for (const width of [480, 960, 1600]) {
        assert.deepEqual(
          ['avif', 'webp'].map((format) => [
            doc.sizes[`${format}${width}`]?.width,
            doc.sizes[`${format}${width}`]?.height,
            doc.sizes[`${format}${width}`]?.mimeType,
          ]),
          [
            [width, width / 2, 'image/avif'],
            [width, width / 2, 'image/webp'],
          ],
        );
      }
    });

    it("refuses an SVG, a PNG named .jpg and a 16 MB photo, saying why in the editor's language", async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
      const refusals = [
        [await upload(tokens.cro, 'logo.svg', svg, { markets: ['cro'] }, { language: 'hr' }), /SVG datoteke ne mogu se učitati/],
        [
          await upload(
            tokens.cro,
            'photo.jpg',
            await sharp(await photo(600, 400))
              .png()
              .toBuffer(),
            { markets: ['cro'] },
            { language: 'hr' },
          ),
          /njezin je sadržaj image\/png/,
        ],
        [
          await upload(tokens.cro, 'huge.jpg', Buffer.concat([await photo(600, 400), Buffer.alloc(16 * 1024 * 1024)]), { markets: ['cro'] }),
          /This photo has 16 MB; photos may have up to 15 MB/,
        ],
      ] as const;
      for (const [answer, message] of refusals) {
        assert.equal(answer.status, 400);
        assert.match(errorsOf(answer.json), message);
      }
      const { totalDocs } = await local!.payload.count({ collection: 'media', overrideAccess: true });
      assert.equal(totalDocs, 1, 'nothing refused was stored');
    });

    it("keeps a file to its markets' editors", async () => {
      assert.equal((await request('GET', `/api/media/${photoId}`, tokens.slo)).status, 403);
      assert.equal((await request('PATCH', `/api/media/${photoId}?locale=sl`, tokens.slo, { alt: 'x' })).status, 403);
      assert.equal((await request('GET', `/api/media/${photoId}`)).status, 403);
      assert.equal((await request('GET', `/api/media/${photoId}`, tokens.cro)).status, 200);
    });

    it('publishes a post with a photo only once the photo has its alt text in each language of the post', async () => {
      const post = {
        kind: 'news',
        date: '2026-11-20',
        markets: ['cro'],
        categories: [readCategories()[0]!.id],
        cover: 'none',
        image: photoId,
        title: 'Novo skladište',
        slug: 'novo-skladiste',
        excerpt: 'Otvorili smo novo skladište s više mjesta za hladni lanac i bržu dostavu.',
        body: 'Tekst objave.',
      };
      const draft = await request('POST', '/api/news?locale=hr&draft=true', tokens.cro, { ...post, _status: 'draft' });
      assert.equal(draft.status, 201, errorsOf(draft.json));
      const id = (draft.json.doc as { id: number }).id;
      const english = {
        title: 'New warehouse',
        slug: 'new-warehouse',
        excerpt: 'We opened a new warehouse with more room for the cold chain and faster delivery.',
        body: 'Text of the post.',
      };
      assert.equal((await request('PATCH', `/api/news/${id}?locale=en&draft=true`, tokens.cro, english)).status, 200);

      const refused = await request('PATCH', `/api/news/${id}?locale=hr`, tokens.cro, { _status: 'published' });
      assert.equal(refused.status, 400);
      assert.match(errorsOf(refused.json), new RegExp(`Photo ${photoId} has no alt text in en`));

      assert.equal((await request('PATCH', `/api/media/${photoId}?locale=en`, tokens.cro, { alt: 'Warehouse shelves' })).status, 200);
      // Publishing with a changed title: the alt check's reads must not disturb the save's language.
      const published = await request('PATCH', `/api/news/${id}?locale=hr`, tokens.cro, { title: 'Novo skladište u Zagrebu', _status: 'published' });
      assert.equal(published.status, 200, errorsOf(published.json));
      const stored = (await local!.payload.findByID({ collection: 'news', id, locale: 'all', depth: 0, overrideAccess: true })) as unknown as {
        title: Record<string, string>;
      };
      assert.deepEqual([stored.title.hr, stored.title.en], ['Novo skladište u Zagrebu', 'New warehouse']);
    });

    it("puts a photo in a page's hero, published only with its alt text in that page's language", async () => {
      const onlyCroatian = await upload(tokens.cro, 'tim.jpg', await photo(1200, 800, '#2d6a4f'), { alt: 'Tim skladišta', markets: ['cro'] });
      const teamId = (onlyCroatian.json.doc as { id: number }).id;
      const { docs } = await local!.payload.find({
        collection: 'pages',
        where: { routeKey: { equals: 'o-nama' }, market: { equals: 'cro' } },
        overrideAccess: true,
      });
      const pageId = docs[0]!.id as number;
      const withHeroPhoto = (locale: 'hr' | 'en', image: number) =>
        request('PATCH', `/api/pages/${pageId}?locale=${locale}`, tokens.cro, { image, _status: 'published' });
      const refused = await withHeroPhoto('en', teamId);
      assert.equal(refused.status, 400);
      assert.match(errorsOf(refused.json), new RegExp(`Photo ${teamId} has no alt text in en`));
      const published = await withHeroPhoto('hr', teamId);
      assert.equal(published.status, 200, errorsOf(published.json));

      const { exportSnapshot } = await import('../../apps/cms/src/snapshot/export');
      const snapshot = await exportSnapshot(local!.payload, 'cro');
      assert.deepEqual([snapshot.pages['o-nama']!.hr!.image, snapshot.pages['o-nama']!.en!.image], [teamId, undefined]);
      assert.ok(snapshot.media.some((asset) => asset.id === teamId));
    });

    it("puts a photo above a features section's cards, by its number (sections are stored as JSON)", async () => {
      const { docs } = await local!.payload.find({
        collection: 'pages',
        where: { routeKey: { equals: 'o-nama' }, market: { equals: 'cro' } },
        overrideAccess: true,
      });
      const pageId = docs[0]!.id as number;
      const current = (await request('GET', `/api/pages/${pageId}?locale=hr&depth=0`, tokens.cro)).json as { sections: Record<string, unknown>[] };
      const index = current.sections.findIndex((section) => section.blockType === 'features');
      const sections = current.sections.map((section, at) => (at === index ? { ...section, image: photoId } : section));
      const published = await request('PATCH', `/api/pages/${pageId}?locale=hr`, tokens.cro, { sections, _status: 'published' });
      assert.equal(published.status, 200, errorsOf(published.json));

      const { exportSnapshot } = await import('../../apps/cms/src/snapshot/export');
      const snapshot = await exportSnapshot(local!.payload, 'cro');
      assert.deepEqual(snapshot.pages['o-nama']!.hr!.sections[index], { ...snapshot.pages['o-nama']!.hr!.sections[index], type: 'features', image: photoId });
    });

    it("exports the photo with URLs versioned by each file's bytes, copies its files, and a replaced file gets new URLs", async () => {
      const { exportSnapshot } = await import('../../apps/cms/src/snapshot/export');
      const { copyMediaFiles } = await import('../../apps/cms/src/snapshot/media');
      const exported = async () => (await exportSnapshot(local!.payload, 'cro')).media.find((asset) => asset.id === photoId)!;
      const first = await exported();
      assert.deepEqual(first.alt, { hr: 'Police skladišta', en: 'Warehouse shelves' });
      assert.deepEqual(first.files.map((file) => `${file.format}${file.width}`).sort(), ['avif1600', 'avif480', 'avif960', 'webp1600', 'webp480', 'webp960']);
      for (const file of first.files) assert.match(file.url, new RegExp(`^/assets/${photoId}/[a-f0-9]{12}-skladiste-${file.width}\\.${file.format}$`));

      const dir = mkdtempSync(path.join(tmpdir(), 'media-export-'));
      try {
        assert.equal(await copyMediaFiles(local!.payload, [first], dir), 6);
        for (const file of first.files) assert.equal(readFileSync(path.join(dir, file.url)).length, file.bytes);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }

      // The CMS serves the same paths to its staff, for draft previews: not to anyone else.
      const served = (token?: string) => fetch(BASE + first.files[0]!.url, { headers: token ? { Authorization: `JWT ${token}` } : {} });
      const ownEditor = await served(tokens.cro);
      assert.equal(ownEditor.status, 200);
      assert.equal(ownEditor.headers.get('content-type'), `image/${first.files[0]!.format}`);
      assert.equal((await ownEditor.arrayBuffer()).byteLength, first.files[0]!.bytes);
      assert.deepEqual([(await served()).status, (await served(tokens.slo)).status], [404, 404]);

      const replaced = await upload(tokens.cro, 'Skladište.jpg', await photo(2400, 1600, '#7a1f3d'), {}, { id: photoId });
      assert.equal(replaced.status, 200, errorsOf(replaced.json));
      const second = await exported();
      assert.deepEqual(second.alt, first.alt);
      for (const file of second.files) assert.ok(!first.files.some((old) => old.url === file.url), `${file.url} changed with the file`);
      assert.ok(!existsSync(path.join(database.dataDir, 'uploads', 'media', 'huge.jpg')), 'a refused upload left no file');
    });

    it('lists an uploaded PDF on the documents page in place of the committed file, with its size', async () => {
      const { exportSnapshot } = await import('../../apps/cms/src/snapshot/export');
      const bytes = readFileSync(path.join(process.cwd(), 'apps', 'site', 'public', 'documents', 'cro', 'hr', 'opci-uvjeti-poslovanja.pdf'));
      const created = await upload(tokens.cro, 'Opći uvjeti 2027.pdf', bytes, { markets: ['cro'] });
      assert.equal(created.status, 201, errorsOf(created.json));
      const pdfId = (created.json.doc as { id: number }).id;
      const { docs } = await local!.payload.find({
        collection: 'documents',
        where: { key: { equals: 'general-terms-of-business' }, market: { equals: 'cro' } },
        overrideAccess: true,
      });
      const documentId = docs[0]!.id as number;

      const photoAsPdf = await request('PATCH', `/api/documents/${documentId}?locale=hr`, tokens.cro, { upload: photoId, file: null, _status: 'published' });
      assert.equal(photoAsPdf.status, 400, 'only a PDF of the library may be a document');
      const replaced = await request('PATCH', `/api/documents/${documentId}?locale=hr`, tokens.cro, { upload: pdfId, file: null, _status: 'published' });
      assert.equal(replaced.status, 200, errorsOf(replaced.json));

      const snapshot = await exportSnapshot(local!.payload, 'cro');
      const listed = snapshot.documents.find((doc) => doc.key === 'general-terms-of-business')!;
      assert.deepEqual(listed.translations.hr, { title: listed.translations.hr!.title, upload: pdfId });
      const [file] = snapshot.media.find((asset) => asset.id === pdfId)!.files;
      assert.match(file!.url, new RegExp(`^/assets/${pdfId}/[a-f0-9]{12}-opci-uvjeti-2027\\.pdf$`));
      assert.equal(file!.bytes, bytes.length);
    });
  },
  { kinds: cmsSuiteKinds('CMS media library'), seeded: true },
);
