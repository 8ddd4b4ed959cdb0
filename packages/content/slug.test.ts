import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSlug, slugOf } from './post-schema';

describe("a post's address from its title", () => {
  it('drops the marks of Croatian, Slovenian and Bosnian letters and joins the words with hyphens', () => {
    assert.equal(slugOf('Otvoren novi centar u Đakovu'), 'otvoren-novi-centar-u-dakovu');
    assert.equal(slugOf('Čišćenje, žurba i ĐAČKI dom — 2027.'), 'ciscenje-zurba-i-dacki-dom-2027');
    assert.equal(slugOf('Šola za farmacevte v Kopru'), 'sola-za-farmacevte-v-kopru');
    assert.equal(slugOf('  --Novo!!  '), 'novo');
  });

  it('gives an address the schema accepts, cut at a word within 90 characters', () => {
    const long = slugOf('Dugačak naslov '.repeat(20));
    assert.ok(isSlug(long), long);
    assert.ok(long.length <= 90 && !long.endsWith('-'));
    assert.equal(isSlug('Otvoren novi centar'), false);
    assert.equal(isSlug('a--b'), false);
  });
});
