/**
 * The folder contract of the page sections: each type has its folder (packages/sections/<type>/) with its
 * schema, its rendering, its labels for editors in every staff language for every field, and its
 * thumbnail, and each registry (schemas.ts, components.ts, admin.ts) holds exactly the folders'.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { ADMIN_LANGUAGES } from '../../apps/cms/src/i18n/admin-languages';
import { sectionAdmin } from './admin';
import { sectionComponents } from './components';
import { sectionSchemas } from './schemas';
import { STAFF_LANGUAGES } from './shared/labels';
import { svgOf } from './shared/thumbnail';

const here = dirname(fileURLToPath(import.meta.url));
const FILES = ['schema.ts', 'Component.tsx', 'labels.ts', 'thumbnail.ts'];
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)
  .sort();

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as z.ZodType)._zod.def as unknown as Def;
/** The schema under optional, default and pipe wrappers. */
function unwrapped(schema: unknown): Def {
  let def = defOf(schema);
  while (['optional', 'default', 'nullable', 'pipe'].includes(def.type)) def = defOf(def.type === 'pipe' ? def.in : def.innerType);
  return def;
}
const typeOf = (schema: unknown) => String((defOf((defOf(schema).shape as Record<string, unknown>).type).values as unknown[])[0]);

/** The paths the CMS labels a section's fields by (apps/cms/src/fields/zod-fields.ts): keys, list items' keys, table cells. */
function fieldPaths(schema: unknown): string[] {
  return Object.entries(defOf(schema).shape as Record<string, unknown>)
    .filter(([key]) => key !== 'type' && key !== 'markets')
    .flatMap(([key, field]) => {
      const def = unwrapped(field);
      if (def.type !== 'array') return [key];
      const item = unwrapped(def.element);
      if (item.type === 'object') return [key, ...Object.keys(item.shape as object).map((name) => `${key}.${name}`)];
      return item.type === 'array' ? [key, `${key}.cells`] : [key];
    });
}

const inEveryLanguage = (texts: unknown) =>
  typeof texts === 'object' &&
  texts !== null &&
  STAFF_LANGUAGES.every(
    (language) => typeof (texts as Record<string, unknown>)[language] === 'string' && (texts as Record<string, string>)[language]!.trim() !== '',
  );

describe('the page sections, one folder each', () => {
  it('has every file of the contract in every folder', () => {
    const missing = folders.flatMap((type) => FILES.filter((file) => !existsSync(join(here, type, file))).map((file) => `${type}/${file}`));
    assert.deepEqual(missing, []);
  });

  it('registers exactly the folders, each with its own schema, component, labels and thumbnail', async () => {
    assert.deepEqual(sectionSchemas.map(typeOf).sort(), folders);
    assert.deepEqual(Object.keys(sectionComponents).sort(), folders);
    assert.deepEqual(Object.keys(sectionAdmin).sort(), folders);
    for (const type of folders) {
      const schema = sectionSchemas.find((candidate) => typeOf(candidate) === type);
      assert.equal(schema, (await import(`./${type}/schema`)).schema, `${type}: the registered schema is not its folder's`);
      assert.equal(sectionComponents[type as keyof typeof sectionComponents], (await import(`./${type}/Component`)).Component, `${type}: component`);
      assert.equal(sectionAdmin[type as keyof typeof sectionAdmin].labels, (await import(`./${type}/labels`)).labels, `${type}: labels`);
      assert.equal(sectionAdmin[type as keyof typeof sectionAdmin].thumbnail, (await import(`./${type}/thumbnail`)).thumbnail, `${type}: thumbnail`);
    }
  });

  it('labels every section and each of its fields in every staff language, and nothing else', () => {
    assert.deepEqual([...STAFF_LANGUAGES], [...ADMIN_LANGUAGES]);
    const problems = sectionSchemas.flatMap((schema) => {
      const type = typeOf(schema);
      const { labels } = sectionAdmin[type as keyof typeof sectionAdmin];
      const paths = fieldPaths(schema);
      return [
        ...(inEveryLanguage(labels.block) ? [] : [`${type}: the section's name`]),
        ...paths.filter((path) => !inEveryLanguage(labels.fields[path])).map((path) => `${type}.${path}: no label in every language`),
        ...Object.keys(labels.fields)
          .filter((path) => !paths.includes(path))
          .map((path) => `${type}.${path}: a label for no field`),
      ];
    });
    assert.deepEqual(problems, []);
  });

  it('draws a thumbnail of every section', () => {
    for (const type of folders) {
      const shapes = sectionAdmin[type as keyof typeof sectionAdmin].thumbnail();
      assert.ok(shapes.length > 0, `${type}: an empty drawing`);
      assert.match(svgOf(shapes), /^<svg [^>]*>.*<\/svg>$/s, type);
    }
  });
});
