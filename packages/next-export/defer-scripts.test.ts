import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deferScripts } from './defer-scripts';
import { inlineScriptHashes } from '@/platform/security';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/c.js"/><link rel="preload" href="/lazy.js" as="script" fetchPriority="low"/>' +
  '<script src="/a.js" async=""></script><script src="/b.js" async=""></script>' +
  '<script src="/poly.js" noModule=""></script></head>' +
  '<body><h1>Farmadria</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"a:1\\n"])</script><script>self.__next_f.push([1,"b:2\\n"])</script>' +
  '<script src="/c.js" async=""></script></body></html>';
const payloadText = 'a:1\nb:2\n';

const loaderOf = (html: string) => /<script data-deferred-chunks>(.*)<\/script>/.exec(html)![1]!;

describe('deferred page scripts', () => {
  it('leaves the parser no chunk to request: one loader after the content asks for them all', () => {
    const html = deferScripts(page);
    assert.doesNotMatch(html, /async=""|rel="preload" as="script"/);
    assert.match(
      html,
      /<h1>Farmadria<\/h1>.*<script data-deferred-chunks>\(function \(sources, payload\) \{.*\}\)\(\["\/a.js","\/b.js","\/c.js"\],null\)<\/script><\/body>/,
    );
    // Untouched: the stylesheet, the legacy polyfill (modern browsers skip it) and, without its file, the inline payload.
    assert.match(html, /<link rel="stylesheet" href="\/a.css"\/>.*<script src="\/poly.js" noModule=""><\/script>/);
    assert.match(html, /self.__next_f.push\(\[1,"a:1\\n"\]\)/);
  });

  it('drops the inline payload when the exported file holds the same text, and names that file to the loader', () => {
    const html = deferScripts(page, { url: '/page.txt', text: payloadText });
    assert.doesNotMatch(html, /__next_f\.push\(\[1,/);
    assert.match(html, /push\(\[0\]\)/);
    assert.match(loaderOf(html), /\],"\/page.txt"\)$/);
  });

  it('keeps the inline payload when the file says something else', () => {
    const html = deferScripts(page, { url: '/page.txt', text: 'a:1\n' });
    assert.match(html, /self.__next_f.push\(\[1,"b:2\\n"\]\)/);
    assert.match(loaderOf(html), /\],null\)$/);
  });

  it('is one line of valid script (its source is kept readable)', () => {
    const code = loaderOf(deferScripts(page));
    assert.doesNotMatch(code, /\n/);
    assert.doesNotThrow(() => new Function(code));
  });

  it('is an inline script like the others, so the page policy hashes it', () => {
    const exported = page.replaceAll('src="/', 'src="/_next/static/chunks/');
    assert.equal(inlineScriptHashes(deferScripts(exported, { url: '/page.txt', text: payloadText })).length, 2);
  });

  it('leaves a page without chunk scripts as it is', () => {
    const plain = '<html><body><p>x</p></body></html>';
    assert.equal(deferScripts(plain), plain);
  });
});
