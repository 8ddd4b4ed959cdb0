import { expect, test } from './support';

test('legacy paths answer 301 to their canonical paths', async ({ request, market }) => {
  const cases: Array<[string, string | null]> = [
    ['/en/karijere', '/en/careers'],
    ['/en/sluzbe/marketing-zastupstva/galderma/daylong', market === 'bih' ? null : '/en/departments/marketing/galderma/daylong'],
    ['/reporting-side-effects', market === 'cro' ? '/en/reporting-side-effects' : null],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    if (to === null) {
      expect(response.status(), from).toBe(404);
      continue;
    }
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
    expect((await request.get(to)).status(), to).toBe(200);
  }
});

test('a trailing slash answers 301 to the clean path', async ({ request }) => {
  const response = await request.get('/en/about-us/?ref=1', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/en/about-us?ref=1');
});
