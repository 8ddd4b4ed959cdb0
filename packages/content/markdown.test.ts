import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { companyFactsSchema } from './company-facts';
import { documentToHtml, markdownToHtml, markupProblem, markupProblemParsed } from './markdown';
import { pageSchema } from './page-schema';
import { problemText } from './problems';
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

/** Links a phished editor's account would plant to lure visitors away: each names or looks like a trusted one. */
const lures = [
  '[HALMED](https://halmed-hr.example/prijava)',
  '[HALMED](https://www.halmed.hr.evil.example)',
  '[HALMED](https://www.halmed.hr@evil.example/)',
  '[Naš web](https://hr.farmadria.example.evil.example)',
  '[pišite nam](mailto:nuspojave@farmadria-hr.example)',
  '[pišite nam](mailto:nuspojave@hr.farmadria.example?cc=tko@evil.example)',
  '[pišite nam](mailto:nuspojave@hr.farmadria.example,tko@evil.example)',
  '[pišite nam](mailto:tko%40evil.example,info@hr.farmadria.example)',
  '[info@hr.farmadria.example](mailto:tko%40evil.example%2Cinfo@hr.farmadria.example)',
  '<tko%40evil.example%2Cinfo@hr.farmadria.example>',
  '[nazovite](tel:+385123;ext=https://evil.example)',
  '[nazovite](tel://evil.example)',
  '![HALMED](https://evil.example/pixel.png)',
  '[Stranica](ftp://hr.farmadria.example/)',
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
    const html = markdownToHtml(
      '**Važno**: [O nama](route:o-nama), [HALMED](https://www.halmed.hr), [pišite](mailto:info@hr.farmadria.example), [nazovite](tel:+38512345678)\n\n- jedan\n- dva',
      'hr',
    );
    assert.match(html, /<strong>Važno<\/strong>/);
    assert.match(html, /<a href="\/o-nama">O nama<\/a>/);
    assert.match(html, /<a href="https:\/\/www.halmed.hr" rel="noopener noreferrer">HALMED<\/a>/);
    assert.match(html, /<a href="mailto:info@hr.farmadria.example">pišite<\/a>/);
    assert.match(html, /<a href="tel:\+38512345678">nazovite<\/a>/);
    assert.match(html, /<ul>\n<li>jedan<\/li>/);
    assert.match(markdownToHtml('## Naslov', 'en'), /^<h3>Naslov<\/h3>/);
    assert.match(markdownToHtml('Pišite na nuspojave@hr.farmadria.example.', 'hr'), /<a href="mailto:nuspojave@hr.farmadria.example">/);
    assert.match(
      markdownToHtml('Vidi https://www.halmed.hr i [EMA](https://www.ema.europa.eu/en).', 'hr'),
      /<a href="https:\/\/www.halmed.hr"[^>]*>https:\/\/www.halmed.hr<\/a>.*<a href="https:\/\/www.ema.europa.eu\/en"/,
    );
    assert.match(markdownToHtml('[Pozovite nas](tel:+385%201%203380%20115)', 'hr'), /<a href="tel:\+385%201%203380%20115">/);
  });

  it('links only to the site, the company and the listed public bodies: a lure is refused on publish and stays text on the page', () => {
    for (const lure of lures) {
      assert.equal(markupProblem(`Tekst ${lure}`)?.problem, 'link', lure);
      // What is left of a refused link is text, or a link to the allowed part of it.
      assert.doesNotMatch(markdownToHtml(`Tekst ${lure}`, 'hr'), /(href|src)="[^"]*(evil|halmed-hr|farmadria-hr|ftp:)/, lure);
    }
    // Mail programs decode the address: a second one percent-encoded in bare text is no link either.
    assert.doesNotMatch(markdownToHtml('Pišite na tko%40evil.example%2Cinfo@hr.farmadria.example danas', 'hr'), /<a\b/);
    // Copy holds no image, not even one of an allowed site: photos come from the media library.
    assert.doesNotMatch(markdownToHtml('![HALMED](https://www.halmed.hr/logo.png)', 'hr'), /<img\b/);
    // A bare address is no link unless the list takes it: it cannot be refused (it is text), and stays text.
    assert.doesNotMatch(markdownToHtml('Pišite na tko@evil.example ili posjetite https://www.evil.example', 'hr'), /<a\b/);
    // A page the site does not have is refused on publish, not left to fail the build.
    assert.equal(markupProblem('[Stranica](route:no-such-page)')?.problem, 'link');
    assert.doesNotMatch(markdownToHtml('[Stranica](route:no-such-page)', 'hr'), /<a\b/);
    // A page's address, as editors see it on the site, leads to that page in the copy's own language; an address the site lacks is refused.
    assert.match(
      markdownToHtml('[O nama](/o-nama) i [About](/en/about-us)', 'en'),
      /<a href="\/en\/about-us">O nama<\/a> i <a href="\/en\/about-us">About<\/a>/,
    );
    assert.match(markdownToHtml('[About](/en/about-us)', 'hr'), /<a href="\/o-nama">About<\/a>/);
    for (const address of ['/no-such-page', '//evil.example/o-nama', '/o-nama?x=1', '/o-nama/../admin']) {
      assert.equal(markupProblem(`[Stranica](${address})`)?.problem, 'link', address);
      assert.doesNotMatch(markdownToHtml(`[Stranica](${address})`, 'hr'), /<a\b/, address);
    }
    // The editor is told where a link may lead.
    assert.match(
      problemText('link', markupProblem('[HALMED](https://halmed-hr.example)')!.values),
      /farmadria\.example.*halmed\.hr, hzzo\.hr.*not "https:\/\/halmed-hr\.example"/,
    );
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

  it('skips the parser only for texts in which it finds nothing: no character of a tag, a link, markup or a hard break', () => {
    // Everything else copy is made of: block syntax, addresses, escapes and entities included.
    const unit = fc.constantFrom(
      ...'aZčšžĆđ09 .,;:?!"\'()]{}#-+=>|/@%$^&\\\t',
      'https://',
      'www.',
      'mailto:',
      'route:',
      '1. ',
      '# ',
      '    ',
      '---',
      '&amp;',
      '&#60;b>',
      '\\!',
      '\\#',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        assert.equal(markupProblem(text), undefined);
        assert.equal(markupProblemParsed(text), undefined, text);
        assert.equal(markupProblemParsed(text, { plain: true }), undefined, text);
      }),
      { numRuns: 2000 },
    );
    // The control: each character the shortcut looks for can make a problem the parser names.
    for (const text of ['<b>x</b>', '<https://evil.example>', '[x](https://evil.example)', '`x`', '*x*', '_x_', '~~x~~', 'x  \ny']) {
      assert.ok(markupProblem(text, { plain: true }), text);
    }
  });

  it('makes publishing and the build refuse content with HTML, naming the field', () => {
    const seed = seedSnapshot('cro');
    const about = seed.pages['o-nama']!.hr!;
    const prose = about.sections.findIndex((section) => section.type === 'prose');
    const sections = about.sections.map((section, index) =>
      index === prose && section.type === 'prose' ? { ...section, body: `${section.body}\n\n<script>alert(1)</script>` } : section,
    );
    const result = pageSchema.safeParse({ ...about, sections });
    assert.equal(result.success, false);
    assert.deepEqual(
      result.error!.issues.map((issue) => issue.path.join('.')),
      [`sections.${prose}.body`],
    );
    assert.match(result.error!.issues[0]!.message, /HTML is not allowed \(<script>alert\(1\)/);

    const facts = companyFactsSchema.safeParse({ ...seed.company, address: 'Zagreb <img src=x onerror=alert(1)>' });
    assert.deepEqual(
      facts.error?.issues.map((issue) => issue.path.join('.')),
      ['address'],
    );
  });
});

describe('Markdown documents (the PDFs)', () => {
  const origin = 'https://hr.farmadria.example';

  it('renders a paragraph with a link and emphasis as the site does', () => {
    const paragraph =
      'Prijavite *svaku* sumnju na **nuspojavu**: [HALMED](https://www.halmed.hr), nuspojave@hr.farmadria.example ili [pozovite](tel:+38512345678).';
    const onTheSite = markdownToHtml(paragraph, 'hr');
    assert.match(
      onTheSite,
      /<em>svaku<\/em>.*<strong>nuspojavu<\/strong>.*<a href="https:\/\/www.halmed.hr" rel="noopener noreferrer">HALMED<\/a>.*<a href="mailto:/,
    );
    assert.equal(documentToHtml(paragraph, 'hr', origin), onTheSite);
  });

  it("keeps the site's safety: raw HTML is text, and no link leads but to the allowed targets", () => {
    for (const attack of attacks) {
      const html = documentToHtml(`Tekst ${attack} kraj.`, 'hr', origin);
      assert.equal(html, markdownToHtml(`Tekst ${attack} kraj.`, 'hr'), attack);
      assert.doesNotMatch(html, /<(script|img|meta|iframe)\b|<!--/i, attack);
    }
  });

  it("keeps the levels of a document's headings, and leads its page links to the site, as a PDF is read away from it", () => {
    assert.equal(documentToHtml('# Obrazac\n\n## 1. Prijavitelj', 'hr', origin), '<h1>Obrazac</h1>\n<h2>1. Prijavitelj</h2>\n');
    assert.match(
      documentToHtml('[O nama](route:o-nama)', 'en', origin),
      /<a href="https:\/\/hr.farmadria.example\/en\/[^"]+" rel="noopener noreferrer">O nama<\/a>/,
    );
  });
});
