import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PayloadRequest } from 'payload';
import { z } from 'zod';
import { postMetaSchema, postSchema, postTextSchema } from '@/content/post-schema';
import { labelled } from '@/content/staff-labels';
import { interpolate } from '@/lib/placeholders';
import { staffCatalogues } from '../i18n/translations';
import { validateItemOnPublish, validateOnPublish } from './validate-with-zod';

/** A request from an editor whose admin speaks `language`, saving in the content locale `locale`. */
function requestIn(language: keyof typeof staffCatalogues, locale: string) {
  const t = (key: string, vars?: Record<string, string | number>) => {
    const [, section, name] = key.split(':') as [string, string, string];
    return interpolate((staffCatalogues[language] as unknown as Record<string, Record<string, string>>)[section]![name]!, vars);
  };
  return { i18n: { language, t }, locale } as unknown as PayloadRequest;
}

const schema = z.object({
  description: z.string().trim().min(50).max(200),
  sections: z.array(z.object({ items: z.array(z.object({ value: z.string().min(1) })).max(2) })).min(2),
});
const hook = validateOnPublish((data) => data, schema, { localized: true });
const save = (data: Record<string, unknown>, language: keyof typeof staffCatalogues = 'hr') =>
  hook({ data, originalDoc: {}, collection: { slug: 'pages' }, req: requestIn(language, 'hr') } as never);
const refusal = (data: Record<string, unknown>, language?: keyof typeof staffCatalogues) => {
  try {
    save(data, language);
  } catch (error) {
    return (error as { data: { errors: Array<{ path: string; message: string }> } }).data.errors;
  }
  return undefined;
};

describe('the content rules at a save', () => {
  it("refuse a too-short text at a draft save, in the editor's language, naming the field by its label", () => {
    assert.deepEqual(refusal({ description: 'Prekratko.', _status: 'draft' }), [
      { path: 'description', message: 'Opis za tražilice (hr): najmanje 50 znakova (sada 10).' },
    ]);
    assert.deepEqual(refusal({ description: 'Prekratko.', _status: 'draft' }, 'sl')?.[0]?.message, 'Opis za iskalnike (hr): najmanj 50 znakov (zdaj 10).');
  });

  it('name a field labelled in its schema by that label, in the admin language', () => {
    const labelledHook = validateOnPublish(
      (data) => data,
      z.object({ byline: labelled(z.string().max(5), { en: 'Byline', hr: 'Autor', sl: 'Avtor', bs: 'Autor' }) }),
      {
        localized: true,
      },
    );
    const refused = (language: keyof typeof staffCatalogues) => {
      try {
        labelledHook({
          data: { byline: 'Predugačko', _status: 'draft' },
          originalDoc: {},
          collection: { slug: 'news' },
          req: requestIn(language, 'hr'),
        } as never);
      } catch (error) {
        return (error as { data: { errors: Array<{ message: string }> } }).data.errors[0]?.message;
      }
      return undefined;
    };
    assert.match(refused('sl') ?? '', /^Avtor \(hr\): /);
    assert.match(refused('en') ?? '', /^Byline \(hr\): /);
  });

  it('leave a draft unfinished, and hold every rule when publishing, each field named with its place', () => {
    assert.equal(refusal({ _status: 'draft' }), undefined, 'an empty draft saves');
    const long = 'x'.repeat(60);
    const errors = refusal(
      { description: long, sections: [{ items: [] }, { items: [{ value: 'a' }, { value: 'b' }, { value: 'c' }] }], _status: 'published' },
      'en',
    );
    assert.deepEqual(errors, [{ path: 'sections.1.items', message: 'Sections 2 › Items (hr): at most 2.' }]);
    assert.deepEqual(
      refusal({ description: long, sections: [{ items: [] }], _status: 'published' }, 'en')?.map((error) => error.message),
      ['Sections (hr): at least 2.'],
    );
    assert.deepEqual(
      refusal({ _status: 'published' }, 'en')?.map((error) => error.message),
      ['Description for search engines (hr): fill this in before publishing.', 'Sections (hr): fill this in before publishing.'],
    );
  });

  it("tell content's own problems in the editor's language, with the offending part, never in the build's English", () => {
    const textHook = validateOnPublish((data) => data, postTextSchema, { localized: true });
    const metaHook = validateOnPublish((data) => data, postMetaSchema, { localized: false });
    const refused = (run: typeof textHook, data: Record<string, unknown>, language: keyof typeof staffCatalogues) => {
      try {
        run({ data: { ...data, _status: 'published' }, originalDoc: {}, collection: { slug: 'news' }, req: requestIn(language, 'hr') } as never);
      } catch (error) {
        return (error as { data: { errors: Array<{ message: string }> } }).data.errors.map((error) => error.message);
      }
      return [];
    };
    const text = {
      title: 'Naslov',
      slug: 'naslov',
      excerpt: 'Sažetak novosti koji je dovoljno dug da prođe provjeru duljine.',
      body: 'Tekst <b>podebljano</b> i [ovdje](javascript:alert(1)).',
    };
    const [html] = refused(textHook, text, 'hr');
    assert.match(html!, /: HTML nije dopušten \(<b>\); pišite tekst ili Markdown$/);
    assert.match(
      refused(textHook, { ...text, body: 'Tekst [ovdje](javascript:alert(1)).' }, 'sl')[0]!,
      /: povezava sme voditi le na .* ne pa na »javascript:alert\(1\)«$/,
    );
    assert.match(refused(textHook, { ...text, slug: 'Naslov s razmacima' }, 'bs')[0]!, /: samo mala slova, cifre i pojedinačne crtice$/);
    const event = {
      kind: 'event',
      date: '2026-11-20',
      eventStart: '2026-12-02',
      eventEnd: '2026-12-01',
      markets: ['cro'],
      categories: ['company'],
      cover: 'congress',
      related: [],
    };
    assert.deepEqual(refused(metaHook, event, 'hr').filter((message) => /završava prije nego što počne$/.test(message)).length, 1);
    // Nothing of the schemas' English reaches a Croatian editor.
    for (const message of [html!, ...refused(metaHook, event, 'hr')]) assert.doesNotMatch(message, /not allowed|ends before|lowercase/);
  });

  it("refuse, on publish, a link to a page the document's own market lacks, naming that market in the editor's language", () => {
    const bodyHook = validateOnPublish((data) => ({ body: data.body }), z.object({ body: z.string() }), { localized: true });
    const publish = (doc: Record<string, unknown>, status = 'published') => {
      try {
        bodyHook({ data: { ...doc, _status: status }, originalDoc: {}, collection: { slug: 'pages' }, req: requestIn('hr', 'bs') } as never);
      } catch (error) {
        return (error as { data: { errors: Array<{ message: string }> } }).data.errors.map((error) => error.message);
      }
      return [];
    };
    // The clinical-trials service is a page of the Croatian site only.
    const body = 'Vidi [klinička ispitivanja](route:nase-usluge-klinicke-studije).';
    assert.deepEqual(publish({ market: 'cro', body }), []);
    assert.match(publish({ market: 'bih', body })[0]!, /stranica „\/nase-usluge\/klinicke-studije” ne postoji na web-mjestu za tržište Bosna i Hercegovina/);
    assert.match(publish({ markets: ['cro', 'slo'], body })[0]!, /za tržište Slovenija/);
    assert.deepEqual(publish({ market: 'bih', body }, 'draft'), [], 'a draft may hold it until publishing');
  });

  it('refuse, on publish, what only the build checked: a news item with a place, at the field "Mjesto", in Croatian', () => {
    const hook = validateItemOnPublish({ meta: postMetaSchema, text: postTextSchema, item: postSchema, hasText: (doc) => Boolean(doc.title) });
    const save = async (data: Record<string, unknown>) => {
      try {
        await hook({ data, originalDoc: {}, collection: { slug: 'news' }, req: requestIn('hr', 'hr') } as never);
      } catch (error) {
        return (error as { data: { errors: Array<{ path: string; message: string }> } }).data.errors;
      }
      return [];
    };
    const post = {
      kind: 'news',
      date: '2026-11-20T12:00:00.000Z',
      markets: ['cro'],
      categories: ['company'],
      cover: 'warehouse',
      related: [],
      title: 'Isporuke za blagdane',
      slug: 'isporuke-za-blagdane',
      excerpt: 'Raspored isporuka ljekarnama i bolnicama tijekom blagdana u prosincu.',
      body: 'Tekst.',
    };
    return (async () => {
      assert.deepEqual(await save({ ...post, place: 'Zagreb', _status: 'published' }), [
        { path: 'place', message: 'Mjesto (hr): mjesto održavanja imaju samo događanja' },
      ]);
      assert.deepEqual(await save({ ...post, place: 'Zagreb', _status: 'draft' }), [], 'a draft may hold it');
      assert.deepEqual(await save({ ...post, _status: 'published' }), [], 'without the place, it publishes');
      assert.deepEqual(
        (await save({ ...post, kind: 'event', eventStart: '2026-12-02T12:00:00.000Z', _status: 'published' })).map((error) => error.path),
        ['place'],
        'an event needs one',
      );
    })();
  });
});
