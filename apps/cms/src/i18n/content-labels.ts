/**
 * Labels in every admin language for what the CMS generates from the content
 * schemas: fields, section blocks, choices and collections. Words come from
 * the catalogue (labels/*.ts), a field labelled in its schema from there (packages/content/staff-labels.ts),
 * a page section's from its folder (packages/sections/<type>/labels.ts); route choices show the page's address in each
 * language, news categories their names from the content, certificates their
 * own names.
 */
import type { Block, CollectionConfig, Field, LabelFunction } from 'payload';
import type { z } from 'zod';
import { isLocale, type Locale } from '@/config/markets';
import { readCategories } from '@/content/news';
import { postMetaSchema, postTextSchema } from '@/content/post-schema';
import { staffLabelOf, staffLabelsOf } from '@/content/staff-labels';
import { isRouteKey, pathOf } from '@/routes';
import { sectionAdmin } from '@/sections/admin';
import { ADMIN_LANGUAGES } from './admin-languages';
import { inEveryLanguage } from './catalogue';
import { staffCatalogues } from './translations';

type Labels = Record<string, string>;
type LabelSection = 'collections' | 'fields' | 'blocks' | 'options' | 'help';

/** A catalogue entry in every admin language, or undefined when the catalogue has none. */
const inEveryAdminLanguage = (section: LabelSection, key: string): Labels | undefined =>
  Object.hasOwn(staffCatalogues.en[section], key) ? inEveryLanguage(section, key as keyof (typeof staffCatalogues.en)[LabelSection] & string) : undefined;

/** The news categories, read from the content once: the config asks for each choice. */
let categories: ReturnType<typeof readCategories> | undefined;

const sameInEveryLanguage = (text: string): Labels => Object.fromEntries(ADMIN_LANGUAGES.map((language) => [language, text]));

/** Certificates are called by their own names everywhere. */
const certificateNames: Record<string, string> = { 'iso-9001': 'ISO 9001', 'iso-14001': 'ISO 14001', gdp: 'GDP', gmp: 'GMP' };

/**
 * The fields labelled in their schemas, by name, for where only a field's name is at hand (a problem
 * the build recorded names the field by its path).
 */
const schemaLabels: Record<string, Labels> = { ...staffLabelsOf(postMetaSchema), ...staffLabelsOf(postTextSchema) };

/**
 * A schema's label with exactly the admin languages, as the catalogue gives one: a language it lacks
 * (compiled around, or run untyped) stays missing, and the label test names the field, where the
 * label function would quietly have shown English.
 */
const labelIn = (label: Labels | undefined): Labels | undefined => label && Object.fromEntries(ADMIN_LANGUAGES.map((language) => [language, label[language]!]));

/** A field's label: its schema's own (`labelled`) when the schema is at hand, else the catalogue's, else a labelled content field's of that name. */
export const fieldLabel = (name: string, schema?: z.ZodType): Labels | undefined =>
  labelIn(schema && staffLabelOf(schema)) ??
  inEveryAdminLanguage('fields', name) ??
  labelIn(Object.hasOwn(schemaLabels, name) ? schemaLabels[name] : undefined);

/** A field of a page section, by the section's type and the field's path in it (`items.title`). */
export interface SectionField {
  type: string;
  path: string;
}

const sectionLabelsOf = (type: string) => (Object.hasOwn(sectionAdmin, type) ? sectionAdmin[type as keyof typeof sectionAdmin].labels : undefined);

/** A section's field by the section's own label, else the catalogue's (the `markets` every section shares). */
export const sectionFieldLabel = ({ type, path }: SectionField, name: string): Labels | undefined => {
  const fields = sectionLabelsOf(type)?.fields;
  return fields && Object.hasOwn(fields, path) ? fields[path] : fieldLabel(name);
};

/**
 * A field inside a page section named where the section's type is not at hand (a problem told by
 * its path): the label the section folders give that path, else the catalogue's.
 */
export const sectionPathLabel = (path: string, name: string): Labels | undefined => {
  for (const admin of Object.values(sectionAdmin)) if (Object.hasOwn(admin.labels.fields, path)) return admin.labels.fields[path];
  return fieldLabel(name);
};

export const blockLabels = (slug: string) => {
  const label = inEveryAdminLanguage('blocks', slug);
  return label && { singular: label, plural: label };
};

export const collectionLabels = (slug: string) => {
  const singular = inEveryAdminLanguage('collections', `${slug}Singular`);
  const plural = inEveryAdminLanguage('collections', `${slug}Plural`);
  return singular && plural ? { singular, plural } : undefined;
};

export const helpText = (key: 'markdown' | 'contactRoute' | 'companyIdentity'): Labels => inEveryAdminLanguage('help', key)!;

/** A content language by its name in the admin's language, for the locale switcher. */
export const localeLabel = (code: string): Labels => inEveryAdminLanguage('options', `locale-${code}`) ?? sameInEveryLanguage(code);

/** The label of one choice of a select field (a section's own choices by its labels), or undefined when none is known. */
function optionLabel(field: string, value: string, section?: SectionField): Labels | undefined {
  const own = section && sectionLabelsOf(section.type)?.options?.[section.path];
  if (own && Object.hasOwn(own, value)) return own[value];
  if (isRouteKey(value) && (field === 'parent' || field === 'link')) {
    return Object.fromEntries(ADMIN_LANGUAGES.map((language) => [language, pathOf(value, language as Locale)]));
  }
  const certificate = (field === 'certificate' || field === 'key') && Object.hasOwn(certificateNames, value) ? certificateNames[value] : undefined;
  if (certificate) return sameInEveryLanguage(certificate);
  if (field === 'categories') {
    const category = (categories ??= readCategories()).find((item) => item.id === value);
    const nameIn = (language: string) => category?.translations.find((item) => item.locale === language)?.name;
    return category && Object.fromEntries(ADMIN_LANGUAGES.map((language) => [language, (isLocale(language) && nameIn(language)) || nameIn('en') || value]));
  }
  // One market or several: the same names.
  return inEveryAdminLanguage('options', `${field === 'markets' ? 'market' : field}-${value}`);
}

/** A market by its name in an admin language ("Hrvatska"). */
export const marketName = (market: string, language: string): string => {
  const names = optionLabel('market', market);
  return names?.[language] ?? names?.en ?? market;
};

/** Choices with their labels: `{ label, value }` where a label is known, the bare value otherwise. */
export const labelledOptions = (field: string, values: readonly string[], section?: SectionField) =>
  values.map((value) => {
    const label = optionLabel(field, value, section);
    return label ? { label, value } : value;
  });

const isLabels = (label: unknown): label is Labels =>
  typeof label === 'object' && label !== null && !Array.isArray(label) && Object.values(label).every((text) => typeof text === 'string');

/** Texts by language as a function of the admin's language; anything else as it is. */
function byLanguage<T>(label: T): T | LabelFunction {
  if (!isLabels(label)) return label;
  return ({ i18n }) => label[i18n.language] ?? label.en ?? '';
}

function fieldsByLanguage(fields: Field[]): Field[] {
  return fields.map((field) => {
    const next = { ...field } as Field;
    if ('label' in next) next.label = byLanguage(next.label) as typeof next.label;
    if ('fields' in next) next.fields = fieldsByLanguage(next.fields);
    if (next.type === 'blocks') next.blocks = next.blocks.map((block: Block) => ({ ...block, fields: fieldsByLanguage(block.fields) }));
    if (next.type === 'tabs') next.tabs = next.tabs.map((tab) => ({ ...tab, fields: fieldsByLanguage(tab.fields) }));
    return next;
  });
}

/**
 * A collection's own labels and its fields' as functions of the admin's language. Payload passes a
 * label given as texts by language into some of its own texts as it is (the lists' sort buttons read
 * "Sort by [object Object]", the dashboard's "Create new [object Object]"); a function it resolves to
 * the admin's language on every screen.
 */
export function labelsByLanguage(collection: CollectionConfig): CollectionConfig {
  const labels = collection.labels && { singular: byLanguage(collection.labels.singular), plural: byLanguage(collection.labels.plural) };
  return { ...collection, ...(labels ? { labels } : {}), fields: fieldsByLanguage(collection.fields) };
}
