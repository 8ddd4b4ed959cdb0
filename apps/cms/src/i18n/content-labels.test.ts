/**
 * Every field, section block, choice and collection an editor meets has a
 * label in each admin language: the content schemas generate most of them, so
 * a new schema key without a catalogue label (labels/*.ts) fails here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Block, Field, SanitizedConfig } from 'payload';
import { ADMIN_LANGUAGES } from './admin-languages';

/** Fields Payload keeps for itself, or that no one edits. */
const INTERNAL = new Set([
  'id',
  'blockName',
  'updatedAt',
  'createdAt',
  '_status',
  'marketsKey',
  'url',
  'thumbnailURL',
  'filename',
  'mimeType',
  'filesize',
  'resetPasswordRequestedAt',
  'width',
  'height',
  'focalX',
  'focalY',
  'sizes',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'salt',
  'hash',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'expiresAt',
  'email',
  'keepSaveRefusals',
  'keepUnsaved',
]);
const EDITED = new Set(['pages', 'news', 'jobs', 'documents', 'media', 'company', 'users']);

/** A label by language, as the config gives it: texts, or a function of the admin's language (field labels). */
const textsOf = (label: unknown): unknown =>
  typeof label === 'function'
    ? Object.fromEntries(ADMIN_LANGUAGES.map((language) => [language, label({ i18n: { language }, t: (key: string) => key })]))
    : label;

const inEveryLanguage = (given: unknown, label = textsOf(given)) =>
  typeof label === 'object' &&
  label !== null &&
  ADMIN_LANGUAGES.every(
    (language) => typeof (label as Record<string, unknown>)[language] === 'string' && (label as Record<string, string>)[language]!.trim() !== '',
  );

function problemsOf(fields: Field[], where: string): string[] {
  return fields.flatMap((field) => {
    // A ui field holds no value: it shows only what its component renders (a new file's heading).
    if (field.type === 'ui') return [];
    const named = 'name' in field ? field.name : undefined;
    if (named && INTERNAL.has(named) && !(named === 'email' && where.startsWith('company'))) return [];
    const at = `${where}.${named ?? field.type}`;
    const own = named && !('label' in field && inEveryLanguage(field.label)) ? [`${at}: no label`] : [];
    const choices =
      'options' in field
        ? field.options
            .filter((option) => typeof option === 'string' || !inEveryLanguage(option.label))
            .map((option) => `${at}: choice ${JSON.stringify(option)} has no label`)
        : [];
    const nested = 'fields' in field ? problemsOf(field.fields, at) : [];
    const blocks =
      field.type === 'blocks'
        ? field.blocks.flatMap((block: Block) => [
            ...(inEveryLanguage(block.labels?.singular) ? [] : [`${at}: block ${block.slug} has no label`]),
            ...problemsOf(block.fields, `${at}.${block.slug}`),
          ])
        : [];
    return [...own, ...choices, ...nested, ...blocks];
  });
}

describe('the labels of what editors edit', () => {
  it('exist in every admin language for every collection, field, block and choice', async () => {
    // The config wants an address to load; it connects to none here. Put back after: other unit tests share this process.
    const given = process.env.DATABASE_URL;
    process.env.DATABASE_URL ??= 'postgres://labels@127.0.0.1:1/unused';
    let config: SanitizedConfig;
    try {
      config = (await (await import('../payload.config')).default) as SanitizedConfig;
    } finally {
      if (given === undefined) delete process.env.DATABASE_URL;
    }
    const problems = config.collections
      .filter((collection) => EDITED.has(collection.slug))
      .flatMap((collection) => [
        ...(inEveryLanguage(collection.labels.singular) && inEveryLanguage(collection.labels.plural) ? [] : [`${collection.slug}: no collection label`]),
        ...problemsOf(collection.fields, collection.slug),
      ]);
    assert.deepEqual(problems, []);
  });
});
