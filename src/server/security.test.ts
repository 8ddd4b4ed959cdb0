import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { maskEmails } from './log';
import { inlineScriptHashes, pagePolicy, securityHeaders } from './security';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('security', () => {
  it('hashes executable inline scripts only', () => {
    const html = '<script src="/a.js"></script><script>self.__next_f.push([1])</script>'
      + '<script type="application/ld+json">{"@context":"x"}</script><script async="">b()</script>';
    assert.deepEqual(inlineScriptHashes(html), [sha('self.__next_f.push([1])'), sha('b()')]);
  });

  it('builds a strict page policy, with Google hosts only for reCAPTCHA', () => {
    const strict = pagePolicy(['sha256-abc'], { https: true, recaptcha: false });
    assert.match(strict, /default-src 'none'/);
    assert.match(strict, /script-src 'self' 'sha256-abc'(;|$)/);
    assert.doesNotMatch(strict, /unsafe-inline|unsafe-eval|google/);
    for (const directive of ["img-src 'self' data:", "font-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'", "object-src 'none'"]) {
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
