import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseYaml } from './yaml';

/**
 * "Farmadria" is feminine in Croatian, Bosnian and Slovenian, like the nouns
 * it stands for (tvrtka, kompanija, družba): "Farmadria je osnovana",
 * "Farmadria je bila ustanovljena". Every sentence in which the brand is the
 * subject must agree; a masculine participle or adjective next to it fails.
 */
const masculine: Record<'hr' | 'bs' | 'sl', RegExp> = {
  hr: /\b(osnovan|osnovao|bio|postao|dobio|otvorio|preuzeo|proširio|počeo|započeo|uveo|zaposlio|certificiran|registriran|ovlašten|prisutan|poznat|nastao|smješten|rangiran|svrstan|organizirao|sudjelovao|izlagao|pokrenuo|uložio|nabavio|potpisao|predstavio|ostvario|zauzeo|osigurao|razvio|izgradio|preselio|dostupan|spreman|zadužen|odgovoran)\b/iu,
  bs: /\b(osnovan|osnovao|bio|postao|dobio|otvorio|preuzeo|proširio|počeo|započeo|uveo|zaposlio|certificiran|certifikovan|registriran|registrovan|ovlašten|ovlašćen|prisutan|poznat|nastao|smješten|rangiran|svrstan|organizirao|organizovao|učestvovao|izlagao|pokrenuo|uložio|nabavio|potpisao|predstavio|ostvario|zauzeo|osigurao|razvio|izgradio|preselio|dostupan|spreman|zadužen|odgovoran)\b/iu,
  sl: /\b(ustanovljen|ustanovil|bil|postal|dobil|odprl|prevzel|razširil|začel|uvedel|zaposlil|certificiran|registriran|pooblaščen|prisoten|znan|nastal|uvrščen|organiziral|sodeloval|razstavljal|vložil|investiral|podpisal|predstavil|dosegel|zasedel|zagotovil|razvil|zgradil|preselil|dosegljiv|pripravljen|odgovoren)\b/iu,
};

/** Nouns that take the brand as their apposition ("tvrtke {brand}"): the noun, not the brand, governs agreement. */
const governingNoun = /\b(tvrtk\w*|kompanij\w*|društv\w*|podjetj\w*|družb\w*|skupin\w*|grup\w*|lokacij\w*|stranic\w*|mest\w*|mjest\w*|sajt\w*)\s*$/iu;

const brand = /\{brand\}|Farmadria/g;

/** The sentences of a text; a full stop after a number ("1990. godine") does not end one. */
function sentences(text: string): string[] {
  return text
    .split(/\n\s*\n|\n\s*[-*]\s+|(?<=[.!?])\s+(?=[\p{Lu}{*"„])/u)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The words that agree with the brand in one sentence: the comma-separated part
 * in which the brand stands on its own (as a subject, not after a noun that
 * governs it), the part before it when the brand opens its part ("Osnovana
 * 1990., {brand} …"), and the part after it when that opens with a word that
 * agrees ("{brand} je veledrogerija, osnovana 1990.").
 */
function brandClauses(sentence: string, language: keyof typeof masculine): string[] {
  const parts = sentence.split(/,\s*/);
  return parts.flatMap((part, index) => {
    const free = [...part.matchAll(brand)].filter((match) => !governingNoun.test(part.slice(0, match.index)));
    if (free.length === 0) return [];
    const clause = [part];
    if (/^\W*(\{brand\}|Farmadria)/.test(part) && index > 0) clause.unshift(parts[index - 1]!);
    const next = parts[index + 1];
    if (next && agreeing[language].test(next.split(/\s+/)[0] ?? '')) clause.push(next);
    return [clause.join(', ')];
  });
}

const agreeing: Record<keyof typeof masculine, RegExp> = {
  hr: /^(osnovan|osnovana|poznat|poznata|prisutan|prisutna|smješten|smještena|certificiran|certificirana|registriran|registrirana)$/iu,
  bs: /^(osnovan|osnovana|poznat|poznata|prisutan|prisutna|smješten|smještena|certificiran|certificirana|certifikovan|certifikovana|registrovan|registrovana)$/iu,
  sl: /^(ustanovljen|ustanovljena|znan|znana|prisoten|prisotna|certificiran|certificirana|registriran|registrirana)$/iu,
};

function brandSubjectClauses(text: string, language: keyof typeof masculine): string[] {
  return sentences(text).flatMap((sentence) => brandClauses(sentence, language));
}

function disagreements(text: string, language: keyof typeof masculine): string[] {
  return brandSubjectClauses(text, language).filter((clause) => masculine[language].test(clause.replace(brand, '')));
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** A Markdown file's front matter values and its body. */
function markdownTexts(raw: string): string[] {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(raw);
  return front ? [...stringsOf(parseYaml(front[1]!)), raw.slice(front[0].length)] : [raw];
}

/** Every text of one language: page copy, news, documents and catalogues. */
function corpus(language: keyof typeof masculine): Array<{ file: string; text: string }> {
  const content = path.join(process.cwd(), 'packages', 'content');
  const files = [
    ...filesUnder(content).filter((file) => path.basename(file) === `${language}.yaml` || path.basename(file) === `${language}.md`),
    ...filesUnder(path.join(process.cwd(), 'packages')).filter((file) => file.endsWith(`messages/${language}.json`)),
  ];
  return files.flatMap((file) => {
    const raw = readFileSync(file, 'utf8');
    const texts = file.endsWith('.yaml') ? stringsOf(parseYaml(raw)) : file.endsWith('.json') ? stringsOf(JSON.parse(raw)) : markdownTexts(raw);
    return texts.map((text) => ({ file: path.relative(process.cwd(), file), text }));
  });
}

describe("the brand's grammatical gender", () => {
  it('flags a masculine participle and passes the feminine one', () => {
    assert.equal(disagreements('{brand} je osnovan 1990. godine.', 'hr').length, 1);
    assert.equal(disagreements('{brand} je osnovana 1990. godine.', 'hr').length, 0);
    assert.equal(disagreements('Osnovan 1990., {brand} opskrbljuje ljekarne.', 'hr').length, 1);
    assert.equal(disagreements('U svibnju 2003. {brand} je osnovao servisni tim.', 'bs').length, 1);
    assert.equal(disagreements('Služba tvrtke {brand} bila je prisutna, a tim je osnovan 2003.', 'hr').length, 0);
    assert.equal(disagreements('{brand} je veledrogerija i distributer, osnovan 1990.', 'hr').length, 1);
    assert.equal(disagreements('{brand} zastupa Talisu, brend koji je osnovao dermatolog, poznat po kremama.', 'hr').length, 0);
    assert.equal(disagreements('{brand} je bil ustanovljen leta 1990.', 'sl').length, 1);
    assert.equal(disagreements('Družba {brand} je bila ustanovljena leta 1990.', 'sl').length, 0);
    assert.equal(disagreements('{brand} je bila ustanovljena leta 1990.', 'sl').length, 0);
  });

  for (const language of ['hr', 'bs', 'sl'] as const) {
    it(`is feminine in every ${language} sentence about the brand`, () => {
      const texts = corpus(language);
      const checked = texts.flatMap(({ text }) => brandSubjectClauses(text, language));
      assert.ok(checked.length >= 15, `${language}: only ${checked.length} sentences about the brand were found`);
      const wrong = texts.flatMap(({ file, text }) => disagreements(text, language).map((sentence) => `${file}: ${sentence}`));
      assert.deepEqual(wrong, []);
    });
  }
});
