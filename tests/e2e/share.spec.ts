/**
 * Share images: every page of the sitemap names an og:image that answers 200
 * with a 1200 × 630 picture, its text alternative, and a large Twitter card.
 */
import sharp from 'sharp';
import { decodeEntities, expect, pathOfUrl, test } from './support';

/** The content of each <meta> of a page, by its property or name. */
function metaOf(html: string): Map<string, string> {
  const tags = [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)];
  return new Map(tags.map((tag) => [tag[1]!, decodeEntities(tag[2]!)]));
}

test('every page in the sitemap has an og:image of 1200 × 630 that answers 200, with its alt text and a large Twitter card', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOfUrl(match[1]!));
  expect(pages.length).toBeGreaterThan(10);
  const sizes = new Map<string, string>();
  for (const page of pages) {
    const meta = metaOf(await (await request.get(page)).text());
    const image = meta.get('og:image');
    expect(image, `${page}: og:image`).toMatch(/^https:\/\/[^/]+\/share\//);
    expect(meta.get('og:image:alt')?.trim(), `${page}: og:image:alt`).toBeTruthy();
    expect([meta.get('og:image:width'), meta.get('og:image:height')], page).toEqual(['1200', '630']);
    expect(meta.get('og:title'), page).toBeTruthy();
    expect(meta.get('og:description'), page).toBeTruthy();
    expect(meta.get('twitter:card'), page).toBe('summary_large_image');
    expect(meta.get('twitter:image'), page).toBe(image);
    const path = pathOfUrl(image!);
    if (!sizes.has(path)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^image\/(png|jpeg)$/);
      const { width, height } = await sharp(await response.body()).metadata();
      sizes.set(path, `${width}×${height}`);
    }
    expect(sizes.get(path), `${page}: ${path}`).toBe('1200×630');
  }
});
