import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { companyFactsSchema } from './company-facts';
import { markdownToHtml, markupProblem } from './markdown';
import { pageSchema } from './page-schema';
import { seedSnapshot } from './seed';

/** What an attacker with an editor's password typed into copy (issue: staff-side trust boundaries). */
const attacks = [
  '<script>fetch("/api/cases")</script>',
  '<img src="steal" onerror="fetch(\'/api/users\',{method:\'POST\'})">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<iframe src="https://evil.example"></iframe>',
  '<!-- hidden -->',
  '[Klikni](javascript:alert(1))',
  '<javascript:alert(1)>',
  '[Stranica](//evil.example)',
  '[Podaci](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
];

describe('Markdown copy', () => {
  it('renders raw HTML as text and no link but to the allowed targets', () => {
    for (const attack of attacks) {
      const html = markdownToHtml(`Tekst ${attack} kraj.`, 'hr');
      assert.doesNotMatch(html, /<(script|img|meta|iframe)\b|<!--/i, attack);
      assert.doesNotMatch(html, /href="(javascript|data|\/\/)/i, attack);
    }
  });

  it('keeps what copy may hold: emphasis, lists, tables, page links, web, mail and phone links', () => {
    const html = markdownToHtml('**Važno**: [O nama](route:o-nama), [HALMED](https://www.halmed.hr), [pišite](mailto:a@b.hr), [nazovite](tel:+38512345678)\n\n- jedan\n- dva', 'hr');
    assert.match(html, /<strong>Važno<\/strong>/);
    assert.match(html, /<a href="\/o-nama">O nama<\/a>/);
    assert.match(html, /<a href="https:\/\/www.halmed.hr" rel="noopener noreferrer">HALMED<\/a>/);
    assert.match(html, /<a href="mailto:a@b.hr">pišite<\/a>/);
    assert.match(html, /<a href="tel:\+38512345678">nazovite<\/a>/);
    assert.match(html, /<ul>\n<li>jedan<\/li>/);
    assert.match(markdownToHtml('## Naslov', 'en'), /^<h3>Naslov<\/h3>/);
    assert.match(markdownToHtml('Pišite na nuspojave@farmadria.hr.', 'hr'), /<a href="mailto:nuspojave@farmadria.hr">/);
  });

  it('names each attack as a problem, and lets through text that only mentions HTML', () => {
    for (const attack of attacks) assert.ok(markupProblem(`Tekst ${attack}`), attack);
    for (const harmless of ['Doza < 5 mg, a > 2 mg', 'Oznaka `<script>` u kodu', 'Napišite \\<b> ovako', '&lt;script&gt;', 'AT&T i <https://www.halmed.hr>']) {
      assert.equal(markupProblem(harmless), undefined, harmless);
    }
  });

  it('keeps company facts plain: no Markdown either, as placeholders fill them into other copy', () => {
    assert.equal(markupProblem('Ulica grada Vukovara 271, 10000 Zagreb', { plain: true }), undefined);
    assert.equal(markupProblem('nuspojave@farmadria.hr', { plain: true }), undefined);
    assert.ok(markupProblem('[Pišite nam](https://evil.example)', { plain: true }));
    assert.ok(markupProblem('**+385 1 2345 678**', { plain: true }));
  });

  it('makes publishing and the build refuse content with HTML, naming the field', () => {
    const seed = seedSnapshot('cro');
    const about = seed.pages['o-nama']!.hr!;
    const prose = about.sections.findIndex((section) => section.type === 'prose');
    const sections = about.sections.map((section, index) => (index === prose && section.type === 'prose' ? { ...section, body: `${section.body}\n\n<script>alert(1)</script>` } : section));
    const result = pageSchema.safeParse({ ...about, sections });
    assert.equal(result.success, false);
    assert.deepEqual(result.error!.issues.map((issue) => issue.path.join('.')), [`sections.${prose}.body`]);
    assert.match(result.error!.issues[0]!.message, /HTML is not allowed \(<script>alert\(1\)/);

    const facts = companyFactsSchema.safeParse({ ...seed.company, address: 'Zagreb <img src=x onerror=alert(1)>' });
    assert.deepEqual(facts.error?.issues.map((issue) => issue.path.join('.')), ['address']);
  });
});
