import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedSnapshot } from '@/content/seed';
import { SnapshotError, validateSnapshot, type Snapshot } from '@/content/snapshot';
import { pictureOfAsset } from './library';
import { assetUrl, publicFileName, type MediaAsset } from '@/content/media-schema';

const hash = 'ab12cd34ef56ab12cd34ef56';
const cut = (format: 'avif' | 'webp', width: number) => ({
  url: assetUrl(7, hash, `lab-${width}`, format),
  format,
  width,
  height: width / 2,
  bytes: 1000 + width,
});
const photo: MediaAsset = {
  id: 7,
  kind: 'image',
  alt: { hr: 'Laboratorij', en: 'A laboratory' },
  files: [cut('webp', 960), cut('avif', 480), cut('webp', 480), cut('avif', 960)],
};
const pdf: MediaAsset = { id: 8, kind: 'pdf', alt: {}, files: [{ url: assetUrl(8, hash, 'terms', 'pdf'), format: 'pdf', bytes: 5000 }] };

/** The cro seed with its first post showing photo `id`, and these media files. */
function withPhoto(id: number, media: MediaAsset[]): Snapshot {
  const seed = structuredClone(seedSnapshot('cro'));
  seed.news[0]!.image = id;
  return { ...seed, media };
}

const problems = (raw: unknown) => {
  try {
    validateSnapshot(raw, 'test');
    return '';
  } catch (error) {
    assert.ok(error instanceof SnapshotError);
    return error.message;
  }
};

describe('media in the content snapshot', () => {
  it('accepts a post whose photo has its alt text in every locale of the post', () => {
    assert.equal(problems(withPhoto(7, [photo])), '');
  });

  it('names the post and the locale whose alt text is missing', () => {
    const post = seedSnapshot('cro').news[0]!;
    const message = problems(withPhoto(7, [{ ...photo, alt: { hr: 'Laboratorij' } }]));
    assert.match(message, new RegExp(`news/${post.id}: image: photo 7 has no alt text in en`));
  });

  it('refuses a photo missing from the snapshot, and a PDF used as a photo', () => {
    assert.match(problems(withPhoto(9, [photo])), /image: media file 9 is not in the snapshot/);
    assert.match(problems(withPhoto(8, [pdf])), /image: media file 8 is not a photo/);
  });

  it('refuses a media URL that is not versioned under /assets', () => {
    const unversioned = { ...photo, files: [{ ...cut('webp', 480), url: '/assets/7/lab.webp' }] };
    assert.match(problems(withPhoto(7, [unversioned])), /media\.0\.files\.0\.url/);
  });
});

describe('a photo on a page', () => {
  it('offers each format as a srcset by width, the largest WebP as fallback, and its intrinsic size', () => {
    const picture = pictureOfAsset(photo, 'en');
    assert.equal(picture.alt, 'A laboratory');
    assert.deepEqual(picture.sources, [
      { type: 'image/avif', srcSet: `${cut('avif', 480).url} 480w, ${cut('avif', 960).url} 960w` },
      { type: 'image/webp', srcSet: `${cut('webp', 480).url} 480w, ${cut('webp', 960).url} 960w` },
    ]);
    assert.equal(picture.src, cut('webp', 960).url);
    assert.deepEqual([picture.width, picture.height], [960, 480]);
  });

  it('names files after the upload, in URL-safe letters', () => {
    assert.equal(publicFileName('Skladište Zagreb (2026).JPG'), 'skladiste-zagreb-2026');
    assert.equal(publicFileName('...png'), 'file');
    assert.equal(assetUrl(3, hash, 'skladiste-zagreb-2026-960', 'avif'), '/assets/3/ab12cd34ef56-skladiste-zagreb-2026-960.avif');
  });
});
