import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CMS_NON_PAGE_POLICY, CV_PREVIEW_HEADERS, CV_PREVIEW_POLICY, cmsPagePolicy, isCvPreview } from './security-headers';

describe('the framing rule of the CMS answers', () => {
  it('lets the admin frame a CV preview only: one path, sandboxed, loading nothing, framed by its own origin', () => {
    for (const path of ['/api/applications/5f0c4b0e-2a47-4f6e-9d55-0c2b8f4a9e01/preview', '/api/applications/x/preview/']) assert.ok(isCvPreview(path), path);
    const others = [
      '/api/applications/5f0c4b0e-2a47-4f6e-9d55-0c2b8f4a9e01/cv',
      '/api/applications/x/preview/more',
      '/api/applications/preview',
      '/api/media/file/preview',
      '/admin/applications/x/preview',
      '/api/applications/x/y/preview',
      '/api/applications/x/previewed',
    ];
    for (const path of others) assert.equal(isCvPreview(path), false, path);
    assert.deepEqual(CV_PREVIEW_POLICY.split('; '), ['sandbox', "default-src 'none'", "frame-ancestors 'self'", "base-uri 'none'", "form-action 'none'"]);
    assert.deepEqual(CV_PREVIEW_HEADERS, { 'Content-Security-Policy': CV_PREVIEW_POLICY, 'X-Frame-Options': 'SAMEORIGIN' });
    assert.match(CMS_NON_PAGE_POLICY, /frame-ancestors 'none'/, 'every other answer still frames nowhere');
  });
});

describe('the script rule of the admin pages', () => {
  it("lets only the development server's React evaluate code", () => {
    assert.match(cmsPagePolicy('abc', false), /script-src 'self' 'nonce-abc' 'strict-dynamic';/);
    assert.doesNotMatch(cmsPagePolicy('abc', false), /unsafe-eval/);
    assert.match(cmsPagePolicy('abc', true), /script-src 'self' 'nonce-abc' 'strict-dynamic' 'unsafe-eval';/);
  });
});
