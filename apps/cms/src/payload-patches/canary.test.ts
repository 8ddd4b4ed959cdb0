/**
 * The upgrade canary of the patches of Payload's admin (README.md here): each test names an
 * assumption a patch makes and fails when the installed Payload (or a library it renders with)
 * stops keeping it. It reads their code in node_modules; what only a browser shows is left to the
 * admin's end-to-end tests.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '../../../..');
const modules = path.join(root, 'node_modules');
const read = (file: string) => readFileSync(path.join(modules, file), 'utf8');

/** Payload's admin code, without its bundled copies (exports/, prod/) and source maps. */
function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const entry = path.join(dir, name);
    if (statSync(entry).isDirectory()) return name === 'exports' || name === 'prod' ? [] : scripts(entry);
    return name.endsWith('.js') ? [readFileSync(entry, 'utf8')] : [];
  });
}

/** The patches' names that are ours, not Payload's: the back office's frame (apps/cms/src/views) and the company's colours (custom.css). */
const ourOwn = new Set(['back-office-frame', '--brand-600', '--brand-700']);

const patchScript = readFileSync(path.join(import.meta.dirname, 'admin-accessibility.ts'), 'utf8');
const patchStyles = readFileSync(path.join(import.meta.dirname, 'payload-look.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Class names and ids in the selectors of the patches: the script's string literals, the style sheet's selectors. */
function selectedNames(): string[] {
  const literals = [...patchScript.matchAll(/'([^'\n]*)'/g)].map((match) => match[1]!);
  const selectors = [...literals, ...[...patchStyles.matchAll(/([^{}]+)\{/g)].map((match) => match[1]!)];
  const classes = selectors.flatMap((selector) => [...selector.matchAll(/[.#](-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
  const contained = [...patchScript.matchAll(/classList\.contains\('([^']+)'\)/g)].map((match) => match[1]!);
  return [...new Set([...classes, ...contained])].filter((name) => !ourOwn.has(name));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe("upgrade canary: Payload's admin as its patches expect it", () => {
  // The admin's style sheet, as apps/cms/app/(payload)/layout.tsx loads it (@payloadcms/next/css).
  const styles = read('@payloadcms/next/dist/prod/styles.css');
  const code = [
    ...scripts(path.join(modules, '@payloadcms/ui/dist')),
    ...scripts(path.join(modules, '@payloadcms/next/dist')),
    read('react-datepicker/dist/es/index.js'),
  ].join('\n');

  it('still has every class name and id that admin-accessibility.ts and payload-look.css select', () => {
    const names = selectedNames();
    assert.ok(names.length > 40, `only ${names.length} names found in the patches: the canary no longer reads them`);
    const missing = names.filter((name) => !new RegExp(`\\.${escape(name)}(?![\\w-])`).test(styles) && !new RegExp(`["'\`]${escape(name)}["'\`]`).test(code));
    assert.deepEqual(missing, [], 'names the patches select that Payload no longer renders or styles');
  });

  it('still has every CSS variable payload-look.css uses or sets', () => {
    const variables = [...new Set([...patchStyles.matchAll(/(?<![\w-])--[\w-]+/g)].map((match) => match[0]))].filter((name) => !ourOwn.has(name));
    assert.deepEqual(
      variables.filter((name) => !styles.includes(`${name}:`) && !styles.includes(`${name})`)),
      [],
    );
  });

  it('names a sortable value and a drawer as admin-accessibility.ts mends them (dnd-kit, faceless-ui)', () => {
    assert.match(read('@dnd-kit/sortable/dist/sortable.esm.js'), /roleDescription: 'sortable'/);
    assert.match(read('@faceless-ui/modal/dist/asModal/index.js'), /'aria-label': !rest\['aria-labelledby'\] \? slug/);
  });
});

describe("upgrade canary: Payload's form check as save-refusals.ts expects it", () => {
  it("lets our server functions replace its own 'form-state', which its form calls for every check", () => {
    const table = read('@payloadcms/next/dist/utilities/handleServerFunctions.js');
    assert.match(table, /'form-state': buildFormStateHandler/);
    assert.match(table, /extraServerFunctions\?\.\[fnKey\] \|\| baseServerFunctions\[fnKey\]/);
    assert.match(read('@payloadcms/ui/dist/providers/ServerFunctions/index.js'), /name: 'form-state'/);
  });

  it("sends the whole form state with a check, takes a field's initialValue by UPDATE and refusals by ADD_SERVER_ERRORS", () => {
    assert.match(
      read('@payloadcms/ui/dist/forms/Form/index.js'),
      /formState: deepCopyObjectSimpleWithoutReactComponents\(formState, \{\s*excludeFiles: true\s*\}\)/,
    );
    const reducer = read('@payloadcms/ui/dist/forms/Form/fieldReducer.js');
    assert.match(reducer, /case 'UPDATE':[\s\S]{0,200}?\['disableFormData', 'errorMessage', 'initialValue'/);
    assert.match(reducer, /case 'ADD_SERVER_ERRORS':/);
  });

  it('answers a check with { state } of fields that carry value, initialValue, valid and errorMessage', () => {
    assert.match(read('@payloadcms/ui/dist/utilities/buildFormState.js'), /state: formStateResult/);
    const fieldState = /export type FieldState = \{([\s\S]*?)\n\};/.exec(read('payload/dist/admin/forms/Form.d.ts'))?.[1] ?? '';
    for (const property of ['errorMessage?: string;', 'initialValue?: unknown;', 'valid?: boolean;', 'value?: unknown;'])
      assert.ok(fieldState.includes(property), property);
  });
});

describe("upgrade canary: Payload's transactions as transaction-connection.ts expects them", () => {
  it("keeps each transaction's drizzle transaction in db.sessions by its id, which its own queries use", () => {
    const begin = read('@payloadcms/drizzle/dist/transactions/beginTransaction.js');
    assert.match(begin, /this\.drizzle\.transaction\(async \(tx\)=>\{\s*transaction = tx;/);
    assert.match(begin, /this\.sessions\[id\] = \{\s*db: transaction,/);
    assert.match(read('@payloadcms/drizzle/dist/utilities/getTransaction.js'), /adapter\.sessions\[await req\.transactionID\]\?\.db/);
    assert.match(read('@payloadcms/drizzle/dist/transactions/commitTransaction.js'), /delete this\.sessions\[transactionID\]/);
  });

  it('opens its transactions on node-postgres, whose transaction is a drizzle PgTransaction', () => {
    assert.match(read('@payloadcms/db-postgres/dist/connect.js'), /import \{ drizzle \} from 'drizzle-orm\/node-postgres';/);
    assert.match(read('drizzle-orm/node-postgres/session.js'), /class NodePgTransaction extends PgTransaction/);
  });
});
