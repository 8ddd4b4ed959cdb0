import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { documentTextSchema } from './document-schema';
import { COMPANY_DOMAIN, PUBLIC_BODY_DOMAINS } from './link-targets';
import { postMetaSchema, postTextSchema } from './post-schema';
import { contentProblems, problemOf } from './problems';
import { copyText, factText } from './text-schema';

const problemsOf = (result: { success: boolean; error?: { issues: Parameters<typeof problemOf>[0][] } }) => (result.error?.issues ?? []).map(problemOf);

describe('content problems', () => {
  it("have one English text each, so an issue's words name exactly one problem", () => {
    const texts = Object.values(contentProblems);
    assert.equal(new Set(texts).size, texts.length);
  });

  it("are the only words content's rules give: no schema of packages/content writes a message of its own", () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const own = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'problems.ts')
      .flatMap((name) => [...readFileSync(path.join(dir, name), 'utf8').matchAll(/\b(error|message): ['"`]/g)].map(() => name));
    assert.deepEqual(own, []);
  });

  it("are found again in the issues, with their detail: from a rule's params and from a format's words", () => {
    assert.deepEqual(problemsOf(copyText.safeParse('Tekst <b>x</b>')), [{ problem: 'html', values: { detail: '<b>' } }]);
    assert.deepEqual(problemsOf(copyText.safeParse('[Ovdje](javascript:alert(1))')), [
      { problem: 'link', values: { detail: 'javascript:alert(1)', domain: COMPANY_DOMAIN, domains: PUBLIC_BODY_DOMAINS.join(', ') } },
    ]);
    assert.deepEqual(problemsOf(factText.safeParse('**Podebljano**')), [{ problem: 'plain', values: {} }]);
    assert.deepEqual(problemsOf(postTextSchema.pick({ slug: true }).safeParse({ slug: 'Nije slug' })), [{ problem: 'slug', values: {} }]);
    assert.deepEqual(problemsOf(documentTextSchema.safeParse({ title: 'Uvjeti' })), [{ problem: 'documentSource', values: {} }]);
    const meta = { kind: 'event', date: 'jučer', markets: ['cro'], categories: ['company'], related: [] };
    assert.deepEqual(problemsOf(postMetaSchema.safeParse({ ...meta, kind: 'news' })), [{ problem: 'date', values: {} }]);
    assert.deepEqual(problemsOf(postMetaSchema.safeParse({ ...meta, date: '2026-11-20', eventStart: '2026-12-02', eventEnd: '2026-12-01' })), [
      { problem: 'endsBeforeStart', values: {} },
    ]);
    // zod's own issues are not content's problems.
    assert.deepEqual(problemsOf(copyText.safeParse(7)), [undefined]);
  });
});
