/** The CMS fields the content schemas generate, as an editor meets them. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Block, Field } from 'payload';
import { pageSchema } from '@/content/page-schema';
import { fieldsOf } from './zod-fields';

const named = (fields: Field[], name: string) => fields.find((field) => 'name' in field && field.name === name);
const sectionBlock = (slug: string) => {
  const sections = named(fieldsOf(pageSchema), 'sections') as { blocks: Block[] };
  return sections.blocks.find((block) => block.slug === slug)!;
};

describe('the fields made from the content schemas', () => {
  it('edit paragraphs in multi-line boxes and titles in one line', () => {
    const hero = sectionBlock('hero');
    assert.equal(named(hero.fields, 'lead')?.type, 'textarea');
    assert.equal(named(hero.fields, 'title')?.type, 'text');
    const certificateItems = named(sectionBlock('certificates').fields, 'items') as { fields: Field[] };
    assert.equal(named(certificateItems.fields, 'text')?.type, 'textarea');
  });
});
