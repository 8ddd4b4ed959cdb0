/**
 * Payload fields generated from the zod schemas in packages/content, so the shape
 * of content is defined once: the schema that validates the snapshot also
 * decides the admin's fields. The generator covers the kinds the content
 * schemas use (strings, numbers, media references, enums, objects, arrays, discriminated unions
 * of objects, arrays of string arrays); anything else is a programming error
 * and throws at start.
 *
 * Payload's data differs from the schema's in four ways, which `toPayload`
 * and `fromPayload` translate: union members are blocks (`blockType` instead
 * of `type`), an array of string arrays becomes rows of `cells`, a day
 * (YYYY-MM-DD) is a timestamp at noon UTC, and empty optional values come back as null (an optional
 * text emptied is stored so, and one stored as "" is read as absent). Payload's own `id` and `blockName` keys
 * are dropped on the way out.
 */
import type { Block, Field } from 'payload';
import { z } from 'zod';
import { readCategories } from '@/content/news';
import { blockLabels, fieldLabel, helpText, labelledOptions, sectionFieldLabel, type SectionField } from '../i18n/content-labels';
import { DATE_PATTERN } from '../i18n/admin-dates';
import { inEveryLanguage } from '../i18n/catalogue';
import { blockThumbnail } from './block-thumbnails';

type Def = { type: string; [key: string]: unknown };
// A copy, as a record: read by whatever key each kind of schema has.
const defOf = (schema: z.ZodType): Def => ({ ...schema._zod.def });

/** Strips optional/default wrappers; a default becomes the field's default value. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; defaultValue?: string } {
  let inner = schema;
  let optional = false;
  let defaultValue: string | undefined;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'default') {
      defaultValue = String(def.defaultValue);
      inner = def.innerType as z.ZodType;
    } else if (def.type === 'optional' || def.type === 'nullable') {
      optional = true;
      inner = def.innerType as z.ZodType;
    } else if (def.type === 'pipe') {
      inner = def.in as z.ZodType;
    } else return { inner, optional, ...(defaultValue === undefined ? {} : { defaultValue }) };
  }
}

const formatOf = (schema: z.ZodType): unknown => z.globalRegistry.get(schema)?.format;

const holdsValue = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * A field shown only when other fields have these values (`.meta({ shownFor: { kind: 'event' } })`),
 * or while it holds a value: a post made a news item keeps its event's place until the editor
 * clears it, and publishing refuses it at the field, which must then be there to see and clear.
 */
function conditionOf(
  name: string,
  schema: z.ZodType,
): { condition: (data: Record<string, unknown>, siblingData: Record<string, unknown>) => boolean } | undefined {
  const shownFor = z.globalRegistry.get(schema)?.shownFor as Record<string, unknown> | undefined;
  return (
    shownFor && { condition: (data, siblingData) => Object.entries(shownFor).every(([key, value]) => data?.[key] === value) || holdsValue(siblingData?.[name]) }
  );
}

/** An optional text emptied (or left as spaces) is stored as absent: the schema knows no empty text. */
const emptyIsAbsent = ({ value }: { value?: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Choices that live in content files, not in the schema: the news categories. */
const choicesOf: Record<string, () => string[]> = {
  'news-categories': () => readCategories().map((category) => category.id),
};

interface Options {
  /** Keys of the schema that get no field (e.g. per-market filters that the CMS models differently). */
  omit?: readonly string[];
  localized?: boolean;
  /**
   * Inside a block. Blocks are stored as JSON (blocksAsJSON), where Payload keeps no
   * relationship: an upload field's value would be dropped on save. A media reference there
   * is the file's number, chosen with a picker of the library (MediaIdField).
   */
  inBlock?: boolean;
  /** Inside a page section: its type and the path to here (`items.`), by which its folder labels the fields. */
  section?: SectionField;
}

/** A field `name` where `options` stand: inside a section, its path there. */
const sectionFieldAt = (name: string, options: Options): SectionField | undefined =>
  options.section && { type: options.section.type, path: `${options.section.path}${name}` };

/** A field's label: inside a section, the section's own; elsewhere its schema's (`labelled`), else the catalogue's by the field's name. */
function labelOf(name: string, options: Options, schema?: z.ZodType) {
  const section = sectionFieldAt(name, options);
  return section ? sectionFieldLabel(section, name) : fieldLabel(name, schema);
}

/** Options for the fields inside `name`, one level down a section's paths. */
const within = (name: string, options: Options): Options => ({
  omit: options.omit,
  inBlock: options.inBlock,
  ...(options.section ? { section: { type: options.section.type, path: `${options.section.path}${name}.` } } : {}),
});

function objectShape(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(unwrap(schema).inner);
  if (def.type !== 'object') throw new Error(`expected an object schema, got ${def.type}`);
  return def.shape as Record<string, z.ZodType>;
}

function unionOptions(schema: z.ZodType): { discriminator: string; options: z.ZodType[] } | undefined {
  const def = defOf(unwrap(schema).inner);
  if (def.type !== 'union' || typeof def.discriminator !== 'string') return undefined;
  return { discriminator: def.discriminator, options: def.options as z.ZodType[] };
}

function literalOf(schema: z.ZodType): string {
  const def = defOf(schema);
  if (def.type !== 'literal') throw new Error('a union member needs a literal discriminator');
  return String((def.values as unknown[])[0]);
}

function stringArrayElement(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(unwrap(schema).inner);
  return def.type === 'array' ? unwrap(def.element as z.ZodType).inner : undefined;
}

/** Payload fields for each key of an object schema. */
export function fieldsOf(schema: z.ZodType, options: Options = {}): Field[] {
  const shape = objectShape(schema);
  return Object.entries(shape)
    .filter(([name]) => !options.omit?.includes(name))
    .flatMap(([name, value]) => fieldOf(name, value, options));
}

function fieldOf(name: string, schema: z.ZodType, options: Options): Field[] {
  const condition = conditionOf(name, schema);
  return fieldsFor(name, schema, options).map((field) => (condition ? ({ ...field, admin: { ...field.admin, ...condition } } as Field) : field));
}

function fieldsFor(name: string, schema: z.ZodType, options: Options): Field[] {
  const { inner, optional, defaultValue } = unwrap(schema);
  const def = defOf(inner);
  const section = sectionFieldAt(name, options);
  const label = labelOf(name, options, schema);
  const base = {
    name,
    required: !optional,
    ...(label ? { label } : {}),
    ...(defaultValue === undefined ? {} : { defaultValue }),
    ...(options.localized ? { localized: true } : {}),
  };
  switch (def.type) {
    case 'string':
      if (def.format === 'date') return [{ ...base, type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: DATE_PATTERN } } }];
      if (def.format === 'email') return [{ ...base, type: 'email' }];
      if (formatOf(inner) === 'markdown') return [{ ...base, type: 'textarea', admin: { ...copyDescription, description: helpText('markdown') } }];
      const hooks = optional ? { hooks: { beforeValidate: [emptyIsAbsent] } } : {};
      const text = { ...base, ...hooks, admin: copyDescription };
      return [formatOf(inner) === 'multiline' ? { ...text, type: 'textarea' } : { ...text, type: 'text' }];
    case 'number': {
      const kind = formatOf(inner);
      if (kind !== 'image' && kind !== 'pdf') return [{ ...base, type: 'number' }];
      return [options.inBlock ? mediaIdField(base, kind) : mediaField(base, kind)];
    }
    case 'boolean':
      return [{ ...base, required: false, type: 'checkbox' }];
    case 'enum': {
      const select = { ...base, type: 'select', options: labelledOptions(name, Object.values(def.entries as Record<string, string>), section) } as const;
      return [formatOf(inner) === 'icon' ? { ...select, admin: iconPicker } : select];
    }
    case 'literal':
      return [];
    case 'object':
      return [
        {
          name,
          ...(label ? { label } : {}),
          type: 'group',
          fields: fieldsOf(inner, within(name, options)),
          ...(options.localized ? { localized: true } : {}),
        },
      ];
    case 'array': {
      const choices = choicesOf[formatOf(inner) as string];
      if (choices) return [{ ...base, type: 'select', hasMany: true, options: labelledOptions(name, choices(), section) }];
      if (formatOf(inner) === 'news-relations') {
        return [{ ...base, required: false, type: 'relationship', relationTo: 'news', hasMany: true, maxRows: maxItemsOf(inner) }];
      }
      return [arrayField(base, def.element as z.ZodType, options)];
    }
    default:
      throw new Error(`no Payload field for a zod ${def.type} (${name})`);
  }
}

/** An array schema's largest length (its .max()), if it has one. */
function maxItemsOf(schema: z.ZodType): number | undefined {
  const checks = (defOf(schema).checks ?? []) as { _zod: { def: { check: string; maximum?: number } } }[];
  return checks.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum;
}

/** Icons chosen by their pictures and names (components/IconField.tsx). */
const iconPicker = { components: { Field: '/components/IconField#IconField' } };

/** Copy's description says what its placeholders ({brand}) become on the site (components/CopyDescription.tsx). */
const copyDescription = { components: { Description: '/components/CopyDescription#CopyDescription' } };

/** Each item of a list headed by its own words (components/ItemLabel.tsx), not Payload's English "Item 01". */
const itemLabel = { components: { RowLabel: '/components/ItemLabel#ItemLabel' } };
/** What "Add …" says under a list. */
const itemLabels = () => ({ singular: inEveryLanguage('pages', 'item'), plural: inEveryLanguage('pages', 'items') });
/** What "Add …" says under the sections (Payload's default is "Block"). */
const sectionLabels = () => ({ singular: inEveryLanguage('pages', 'section'), plural: fieldLabel('sections')! });

function arrayField(base: { name: string; required: boolean; localized?: boolean }, element: z.ZodType, options: Options): Field {
  const union = unionOptions(element);
  if (union) return { ...base, type: 'blocks', labels: sectionLabels(), blocks: blocksOf(element, options.omit) };
  const inner = unwrap(element).inner;
  const def = defOf(inner);
  if (def.type === 'string') return { ...base, type: 'text', hasMany: true };
  if (def.type === 'enum')
    return {
      ...base,
      type: 'select',
      hasMany: true,
      options: labelledOptions(base.name, Object.values(def.entries as Record<string, string>), sectionFieldAt(base.name, options)),
    };
  if (def.type === 'array' && stringArrayElement(inner)) {
    return {
      ...base,
      type: 'array',
      labels: itemLabels(),
      admin: itemLabel,
      fields: [{ name: 'cells', label: labelOf('cells', within(base.name, options)), type: 'text', hasMany: true, required: true }],
    };
  }
  if (def.type === 'object') return { ...base, type: 'array', labels: itemLabels(), admin: itemLabel, fields: fieldsOf(inner, within(base.name, options)) };
  throw new Error(`no Payload field for an array of zod ${def.type} (${base.name})`);
}

/**
 * A section's header in the admin is its heading (components/SectionLabel.tsx): Payload's box for
 * a block's own name said "Untitled" over every section, and the name was never used.
 */
const sectionAdmin = (slug: string): Block['admin'] => ({
  images: { thumbnail: blockThumbnail(slug) },
  disableBlockName: true,
  components: { Label: '/components/SectionLabel#SectionLabel' },
});

/** One block per member of a discriminated union of objects. */
function blocksOf(schema: z.ZodType, omit?: readonly string[]): Block[] {
  const union = unionOptions(schema);
  if (!union) throw new Error('blocks need a discriminated union');
  return union.options.map((option) => {
    const slug = literalOf(objectShape(option)[union.discriminator]!);
    const labels = blockLabels(slug);
    return {
      slug,
      ...(labels ? { labels } : {}),
      admin: sectionAdmin(slug),
      fields: fieldsOf(option, { omit: [...(omit ?? []), union.discriminator], inBlock: true, section: { type: slug, path: '' } }),
    };
  });
}

type Json = unknown;

/** Days are stored at noon UTC, so the day is the same in every time zone. */
export const toTimestamp = (day: string) => `${day}T12:00:00.000Z`;
const toDay = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : undefined);

/** Schema-shaped data as Payload stores it. */
export function toPayload(schema: z.ZodType, value: Json): Json {
  if (value === undefined || value === null) return value;
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') {
    const shape = def.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      Object.entries(value as Record<string, Json>)
        .filter(([key]) => key in shape)
        .map(([key, v]) => [key, toPayload(shape[key]!, v)]),
    );
  }
  if (def.type === 'array') {
    const element = def.element as z.ZodType;
    const union = unionOptions(element);
    if (union) {
      return (value as Record<string, Json>[]).map((item) => {
        const option = union.options.find((o) => literalOf(objectShape(o)[union.discriminator]!) === item[union.discriminator])!;
        const { [union.discriminator]: kind, ...rest } = toPayload(option, item) as Record<string, Json>;
        return { blockType: kind ?? item[union.discriminator], ...rest };
      });
    }
    if (defOf(unwrap(element).inner).type === 'array') return (value as Json[]).map((cells) => ({ cells }));
    return (value as Json[]).map((item) => toPayload(element, item));
  }
  if (def.type === 'string' && def.format === 'date') return toTimestamp(value as string);
  return value;
}

/** Payload's data back in the schema's shape (not yet validated). */
export function fromPayload(schema: z.ZodType, value: Json): Json {
  if (value === null || value === undefined) return undefined;
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') {
    const shape = def.shape as Record<string, z.ZodType>;
    const source = value as Record<string, Json>;
    const entries = Object.entries(shape).flatMap(([key, field]) => {
      const converted = fromPayload(field, source[key]);
      return converted === undefined ? [] : [[key, converted] as const];
    });
    return Object.fromEntries(entries);
  }
  if (def.type === 'array') {
    const element = def.element as z.ZodType;
    const union = unionOptions(element);
    if (union) {
      return (value as Record<string, Json>[]).map((block) => {
        const option = union.options.find((o) => literalOf(objectShape(o)[union.discriminator]!) === block.blockType);
        if (!option) return { [union.discriminator]: block.blockType };
        return { ...(fromPayload(option, { ...block, [union.discriminator]: block.blockType }) as object) };
      });
    }
    if (defOf(unwrap(element).inner).type === 'array') return (value as { cells?: Json[] }[]).map((row) => row.cells ?? []);
    const items = (value as Json[]).map((item) => fromPayload(element, item));
    return items;
  }
  if (def.type === 'string' && def.format === 'date') return toDay(value);
  if (def.type === 'string' && optional && typeof value === 'string' && value.trim() === '') return undefined;
  // An upload read with depth > 0 comes back as its document.
  if (def.type === 'number' && typeof value === 'object') return (value as { id: number }).id;
  return value;
}

/** An upload field of the media library offering only photos, or only PDFs. */
function mediaField(base: { name: string; required: boolean; localized?: boolean }, kind: 'image' | 'pdf'): Field {
  return {
    ...base,
    type: 'upload',
    relationTo: 'media',
    filterOptions: { mimeType: kind === 'image' ? { contains: 'image/' } : { equals: 'application/pdf' } },
  };
}

/** A media reference inside a block: the file's number, with a picker of the library's photos or PDFs. */
function mediaIdField(base: { name: string; required: boolean; localized?: boolean }, kind: 'image' | 'pdf'): Field {
  return { ...base, type: 'number', admin: { components: { Field: { path: '/components/MediaIdField#MediaIdField', clientProps: { kind } } } } };
}

/** The same fields, shown in the admin's sidebar. */
export function inSidebar(fields: Field[]): Field[] {
  return fields.map((field) => ({ ...field, admin: { ...field.admin, position: 'sidebar' } }) as Field);
}
