/** The CMS fields the content schemas generate, as an editor meets them. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Block, Field } from 'payload';
import sharp from 'sharp';
import { z } from 'zod';
import { icons, pageSchema } from '@/content/page-schema';
import { postMetaSchema, postTextSchema } from '@/content/post-schema';
import { labelled } from '@/content/staff-labels';
import { fieldsOf, fromPayload } from './zod-fields';

const named = (fields: Field[], name: string) => fields.find((field) => 'name' in field && field.name === name);
const sectionBlocks = () => (named(fieldsOf(pageSchema), 'sections') as { blocks: Block[] }).blocks;
const sectionBlock = (slug: string) => sectionBlocks().find((block) => block.slug === slug)!;

describe('the fields made from the content schemas', () => {
  it('carry the labels their schemas give them, beside the conditions and formats there', () => {
    const byline = { en: 'Byline', hr: 'Autor', sl: 'Avtor', bs: 'Autor' };
    const schema = z.strictObject({
      byline: labelled(
        z
          .string()
          .optional()
          .meta({ shownFor: { kind: 'event' } }),
        byline,
      ),
    });
    const field = named(fieldsOf(schema), 'byline') as Field & { label: unknown; admin?: { condition?: unknown } };
    assert.deepEqual(field.label, byline);
    assert.equal(typeof field.admin?.condition, 'function');
    const eventStart = named(fieldsOf(postMetaSchema), 'eventStart') as Field & { label: unknown };
    assert.deepEqual(eventStart.label, { en: 'Event starts', hr: 'Početak događanja', sl: 'Začetek dogodka', bs: 'Početak događaja' });
  });

  it('edit paragraphs in multi-line boxes and titles in one line', () => {
    const hero = sectionBlock('hero');
    assert.equal(named(hero.fields, 'lead')?.type, 'textarea');
    assert.equal(named(hero.fields, 'title')?.type, 'text');
    const certificateItems = named(sectionBlock('certificates').fields, 'items') as { fields: Field[] };
    assert.equal(named(certificateItems.fields, 'text')?.type, 'textarea');
  });

  it('choose icons with the picker that shows them, offering every icon the copy may name', () => {
    const heroIcon = named(sectionBlock('hero').fields, 'icon') as Field & { admin?: { components?: { Field?: unknown } }; options: { value: string }[] };
    const featureItems = named(sectionBlock('features').fields, 'items') as { fields: Field[] };
    const featureIcon = named(featureItems.fields, 'icon') as typeof heroIcon;
    for (const field of [heroIcon, featureIcon]) {
      assert.equal(field.admin?.components?.Field, '/components/IconField#IconField');
      assert.deepEqual(
        field.options.map((option) => option.value),
        [...icons],
      );
    }
    assert.equal((named(sectionBlock('notice').fields, 'tone') as { admin?: unknown }).admin, undefined, 'other choices stay lists');
  });

  it('show each section in the add-section window as its own drawing, decorative beside its name', async () => {
    const blocks = sectionBlocks();
    const thumbnailOf = (block: Block) => block.admin?.images?.thumbnail as { url: string; alt?: string } | undefined;
    const pictures = blocks.map((block) => thumbnailOf(block)?.url ?? '');
    assert.ok(blocks.length >= 20);
    assert.equal(new Set(pictures).size, blocks.length, 'no two sections share a picture');
    for (const block of blocks) {
      const thumbnail = thumbnailOf(block)!;
      assert.match(thumbnail.url, /^data:image\/svg\+xml,/, block.slug);
      assert.equal(thumbnail.alt, '', `${block.slug}: decorative, as the name under the picture says what it is`);
      const svg = Buffer.from(decodeURIComponent(thumbnail.url.slice('data:image/svg+xml,'.length)));
      const { width, height } = await sharp(svg).metadata();
      assert.deepEqual([width, height], [240, 160], `${block.slug} draws as a 3:2 picture`);
    }
  });

  it('show a field a kind does not take only while it holds a value, and store an emptied optional text as absent', () => {
    const place = named(fieldsOf(postTextSchema, { localized: true }), 'place') as Field & {
      admin: { condition: (data: Record<string, unknown>, siblingData: Record<string, unknown>) => boolean };
      hooks: { beforeValidate: Array<(args: { value: unknown }) => unknown> };
    };
    const shown = (kind: string, value?: string) => place.admin.condition({ kind, place: value }, { kind, place: value });
    assert.equal(shown('event'), true, 'an event takes a place');
    assert.equal(shown('news'), false, 'a news item does not');
    assert.equal(shown('news', 'Zagreb'), true, 'unless it holds one, to be seen and cleared');
    assert.equal(shown('news', '  '), false, 'spaces are no value');
    const [emptyIsAbsent] = place.hooks.beforeValidate;
    assert.equal(emptyIsAbsent!({ value: '' }), null);
    assert.equal(emptyIsAbsent!({ value: ' ' }), null);
    assert.equal(emptyIsAbsent!({ value: 'Zagreb' }), 'Zagreb');
    assert.equal(
      (named(fieldsOf(postTextSchema, { localized: true }), 'title') as { hooks?: unknown }).hooks,
      undefined,
      'a required text keeps "" (it is then missing)',
    );
    const read = fromPayload(postTextSchema, { title: 'Naslov', slug: 'naslov', excerpt: 'x', body: 'y', place: '' }) as Record<string, unknown>;
    assert.equal('place' in read, false, 'one stored as "" is read as absent');
  });
});
