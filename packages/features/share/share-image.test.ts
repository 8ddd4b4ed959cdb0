import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MediaAsset } from '@/content/media-schema';
import { artOfUrl, shareImageUrl } from './share-image';
import { namedShareImages } from './draw';

const photo: MediaAsset = {
  id: 7,
  kind: 'image',
  alt: { hr: 'Police skladišta', en: 'Warehouse shelves' },
  files: [480, 1600, 960].map((width) => ({
    url: `/assets/7/0123456789ab-skladiste-${width}.webp`,
    format: 'webp' as const,
    width,
    height: width / 2,
    bytes: 1000,
  })),
};

describe('share images', () => {
  it('are named after what they draw, and a name is read back as the same art', () => {
    const photoOf = (id: number) => (id === 7 ? photo : undefined);
    for (const art of [{ photo }, { icon: 'Truck' as const }, { emblem: true as const }]) {
      assert.deepEqual(artOfUrl(`https://hr.example${shareImageUrl(art)}`, photoOf), art);
    }
    assert.equal(shareImageUrl({ photo }), '/share/photo-7-0123456789ab.jpg');
  });

  it('refuse names that nothing in the content draws: an unknown icon, a photo not in the snapshot or with another hash', () => {
    const photoOf = (id: number) => (id === 7 ? photo : undefined);
    for (const name of ['icon-NoSuchIcon.png', 'photo-8-0123456789ab.jpg', 'photo-7-ffffffffffff.jpg', '../etc/passwd', 'icon-Truck.png.exe']) {
      assert.equal(artOfUrl(`/share/${name}`, photoOf), undefined, name);
    }
  });

  it('are found once each in the pages of an export', () => {
    const page = (url: string) => `<head><meta property="og:image" content="https://hr.example${url}"/></head>`;
    assert.deepEqual(namedShareImages([page('/share/icon-Truck.png'), page('/share/emblem.png'), page('/share/icon-Truck.png')]), [
      '/share/emblem.png',
      '/share/icon-Truck.png',
    ]);
  });
});
