import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { maskEmails } from './log';
import { ForeignScriptError, inlineScriptHashes, pageScriptHashes, pagePolicy, securityHeaders } from './security';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('security', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script src="/_next/static/chunks/a.js"></script><script>self.__next_f.push([1,"x"])</script>' +
      '<script type="application/ld+json">{"@context":"x"}</script><script>(self.__next_f=self.__next_f||[]).push([0])</script>';
    assert.deepEqual(inlineScriptHashes(html), [sha('self.__next_f.push([1,"x"])'), sha('(self.__next_f=self.__next_f||[]).push([0])')]);
  });

  it('refuses, instead of hashing, a script the build did not write', () => {
    // Which inline scripts are Next's own: packages/next-export/inline-scripts.test.ts.
    const foreign = [
      '<script>alert(1)</script>',
      '<script type="module">alert(1)</script>',
      '<script src="https://evil.example/x.js"></script>',
      '<script src="/assets/12/0123456789ab-cv.pdf"></script>',
    ];
    for (const script of foreign) assert.throws(() => inlineScriptHashes(`<p>copy</p>${script}`), ForeignScriptError, script);
  });

  it('fails the build naming each page that holds a foreign script', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    try {
      mkdirSync(path.join(dir, 'en'));
      writeFileSync(path.join(dir, 'index.html'), '<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
      writeFileSync(path.join(dir, 'o-nama.html'), '<p><img src=x onerror="alert(1)"></p><script>fetch("/api/cases")</script>');
      writeFileSync(path.join(dir, 'en', 'about-us.html'), '<meta http-equiv="refresh" content="0"><script>location="https://evil.example"</script>');
      assert.throws(
        () => pageScriptHashes(dir),
        (error: Error) => {
          assert.match(error.message, /o-nama\.html: an inline script the build did not write: fetch\("\/api\/cases"\)/);
          assert.match(error.message, /en\/about-us\.html: an inline script/);
          assert.doesNotMatch(error.message, /index\.html/);
          return true;
        },
      );
      rmSync(path.join(dir, 'o-nama.html'));
      rmSync(path.join(dir, 'en'), { recursive: true });
      assert.deepEqual(pageScriptHashes(dir), { 'index.html': [sha('(self.__next_f=self.__next_f||[]).push([0])')] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds a strict page policy, with Google hosts only for reCAPTCHA', () => {
    const strict = pagePolicy(['sha256-abc'], { https: true, recaptcha: false });
    assert.match(strict, /default-src 'none'/);
    assert.match(strict, /script-src 'self' 'sha256-abc'(;|$)/);
    assert.doesNotMatch(strict, /unsafe-inline|unsafe-eval|google/);
    for (const directive of [
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      assert.ok(strict.includes(directive), directive);
    }
    assert.match(pagePolicy([], { https: true, recaptcha: true }), /script-src 'self' https:\/\/www\.google\.com\/recaptcha\//);
  });

  it('sends HSTS only over https', () => {
    assert.equal(securityHeaders({ https: false, recaptcha: false })['Strict-Transport-Security'], undefined);
    assert.match(securityHeaders({ https: true, recaptcha: false })['Strict-Transport-Security']!, /max-age=31536000; includeSubDomains/);
  });

  it('masks e-mail addresses in log text', () => {
    assert.equal(maskEmails('550 ana.horvat@example.com: unknown user'), '550 a***@example.com: unknown user');
  });
});
