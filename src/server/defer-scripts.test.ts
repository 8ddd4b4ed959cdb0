import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deferScripts } from './defer-scripts';
import { inlineScriptHashes } from './security';

const page = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>'
  + '<link rel="preload" as="script" fetchPriority="low" href="/c.js"/>'
  + '<script src="/a.js" async=""></script><script src="/b.js" async=""></script>'
  + '<script src="/poly.js" noModule=""></script></head>'
  + '<body><h1>Farmadria</h1><script>self.__next_f.push([1])</script><script src="/c.js" async=""></script></body></html>';

describe('deferred page scripts', () => {
  it('leaves the parser no chunk to request: one loader after the content asks for them all', () => {
    const html = deferScripts(page);
    assert.doesNotMatch(html, /async=""|rel="preload" as="script"/);
    assert.match(html, /<h1>Farmadria<\/h1><script>self.__next_f.push\(\[1\]\)<\/script><script data-deferred-chunks>\(function\(s\)\{.*\}\)\(\["\/a.js","\/b.js","\/c.js"\]\)<\/script><\/body>/);
    // Untouched: the stylesheet, the legacy polyfill (modern browsers skip it) and the inline payload.
    assert.match(html, /<link rel="stylesheet" href="\/a.css"\/>.*<script src="\/poly.js" noModule=""><\/script>/);
  });

  it('is an inline script like the others, so the page policy hashes it', () => {
    assert.equal(inlineScriptHashes(deferScripts(page)).length, 2);
  });

  it('leaves a page without chunk scripts as it is', () => {
    const plain = '<html><body><p>x</p></body></html>';
    assert.equal(deferScripts(plain), plain);
  });
});
