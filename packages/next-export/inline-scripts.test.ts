import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deferScripts } from './defer-scripts';
import { isKnownInlineScript } from './inline-scripts';

describe('inline scripts of an exported page', () => {
  it("knows Next's, Turbopack's and the build's loader around JSON", () => {
    const loader = /<script data-deferred-chunks>(.*?)<\/script>/s.exec(
      deferScripts('<script src="/_next/static/chunks/a.js" async=""></script><p>x</p></body>'),
    )?.[1];
    for (const script of [
      'self.__next_f.push([1,"x"])',
      '(self.__next_f=self.__next_f||[]).push([0])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});',
      loader!,
    ])
      assert.ok(isKnownInlineScript(script), script);
  });

  it('knows no other code, nor code in place of the JSON', () => {
    for (const script of [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1);self.__next_f.push([1,"y"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
      'self.__next_f.push(location="https://evil.example")',
    ])
      assert.equal(isKnownInlineScript(script), false, script);
  });
});
