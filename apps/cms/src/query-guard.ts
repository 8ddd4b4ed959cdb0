/**
 * Every query a request makes of a collection is checked against the collection's fields before
 * Payload runs it: `where` (any nesting of and/or), `sort`, `select`, `populate`, `joins`, `depth`,
 * `limit`, `page`, the locale and, over REST, the raw parameters Payload would otherwise drop or
 * misread (`draft=maybe`, `fallback-locale=xx`, a `where` that is not JSON).
 *
 * Payload checks only that a path exists; its PostgreSQL adapter then runs whatever operator it is
 * given on whatever column, and answers 500 for an operator the column's type does not take
 * (`like` on a block list, `near` on a text, `all` anywhere), for a value of the wrong kind, or for
 * any query of a localized field without a locale (its `req.locale` is then null). So the rule here
 * is a whitelist: the operators each kind of field takes are those the admin's own filter offers
 * (@payloadcms/ui WhereBuilder/field-types.js), with values of that kind; anything else is a 400
 * in the caller's language. Calls that override access are the CMS's own code and are not checked.
 */
import {
  APIError,
  buildVersionCollectionFields,
  Forbidden,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type Field,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
  type TypedLocale,
} from 'payload';
import { validOperatorSet } from 'payload/shared';
import { staffT } from './i18n/catalogue';

/** Bounds of a query: enough for the admin and any honest client, small enough to plan cheaply. */
const limits = { conditions: 100, nesting: 8, listValues: 1000, textLength: 1000, sorts: 5, pageSize: 1000, page: 1_000_000, hops: 2 } as const;

/** Ids are PostgreSQL `integer`s (serials; access rules write "none" as id 0). */
const MAX_ID = 2_147_483_647;

/** What a path ends on, as far as querying goes. */
type Kind =
  | 'text'
  | 'number'
  | 'date'
  | 'checkbox'
  | 'option'
  | 'id'
  | 'polymorphic'
  | 'polymorphicId'
  | 'polymorphicCollection'
  | 'json'
  | 'jsonPath'
  | 'point'
  | 'container';

export interface QueriedPath {
  path: string;
  kind: Kind;
  many: boolean;
  options: readonly string[];
  /** Crossed a localized field, and the locale its path names there, if any (`title.hr`). */
  localized: boolean;
  locale?: string;
  /** Through a list (array, blocks) or another collection: no single value to sort by. */
  nested: boolean;
}

const equality = ['equals', 'not_equals', 'in', 'not_in', 'exists'];
const ordered = [...equality, 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'];
const textual = [...equality, 'like', 'not_like', 'contains'];

function operatorsOf({ kind, many }: QueriedPath): readonly string[] {
  const withContains = (operators: string[]) => (many ? [...operators, 'contains'] : operators);
  switch (kind) {
    case 'text':
      return textual;
    case 'number':
    case 'date':
      return withContains(ordered);
    case 'id':
      return many ? [...equality, 'contains'] : ordered;
    case 'option':
      return withContains(equality);
    case 'checkbox':
      return ['equals', 'not_equals', 'exists'];
    // A relationship to several collections: the adapter takes the pair only as `equals`, the id without lists or null, the collection by name.
    case 'polymorphic':
      return ['equals'];
    case 'polymorphicId':
      return ordered.filter((operator) => operator !== 'in' && operator !== 'not_in');
    case 'polymorphicCollection':
      return ['equals', 'not_equals'];
    case 'json':
      return ['exists'];
    case 'jsonPath':
      return equality;
    case 'point':
      return ['exists', 'near', 'within', 'intersects'];
    case 'container':
      return [];
  }
}

const sortable: ReadonlySet<Kind> = new Set(['text', 'number', 'date', 'checkbox', 'option', 'id']);

/** A 400 in the caller's language. */
class QueryRefused extends APIError {
  constructor(message: string) {
    super(message, 400, undefined, true);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

const idPath = (path: string, nested: boolean): QueriedPath => ({ path, kind: 'id', many: false, options: [], localized: false, nested });

function kindOf(field: FlattenedField): Kind {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return 'text';
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'checkbox':
      return 'checkbox';
    case 'select':
    case 'radio':
      return 'option';
    case 'relationship':
    case 'upload':
      return Array.isArray(field.relationTo) ? 'polymorphic' : 'id';
    case 'json':
    case 'richText':
    case 'blocks':
      return 'json';
    case 'point':
      return 'point';
    default:
      return 'container';
  }
}

/** A choice's values; a relationship to several collections chooses among their slugs. */
function optionsOf(field: FlattenedField): readonly string[] {
  if (field.type === 'select' || field.type === 'radio') return field.options.map((option) => (typeof option === 'string' ? option : option.value));
  return (field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo) ? field.relationTo : [];
}

interface QueryContext {
  config: SanitizedConfig;
  req: PayloadRequest;
  showHiddenFields: boolean;
  /** Every path the query names, for the locale rules (own-locales.ts). */
  paths: QueriedPath[];
}

const localeCodes = (config: SanitizedConfig): string[] => (config.localization ? config.localization.localeCodes : []);

/**
 * The field a dotted path names (GraphQL writes `__` for the dots), through groups, tabs, arrays
 * and relationships into the related collection, or undefined where it names none Payload can
 * query. A localized field may be followed by a locale (`title.hr`).
 */
function resolvePath(fields: readonly FlattenedField[], path: string, context: Pick<QueryContext, 'config' | 'showHiddenFields'>): QueriedPath | undefined {
  const segments = path.replace(/__/g, '.').split('.');
  let current = fields;
  let localized = false;
  let locale: string | undefined;
  let nested = false;
  let hops = 0;
  for (let index = 0; index < segments.length; index++) {
    const name = segments[index]!;
    const last = index === segments.length - 1;
    const field = current.find((candidate) => candidate.name === name);
    if (!field) return name === 'id' && last && current === fields ? idPath(path, nested) : undefined;
    if ((field.hidden && !context.showHiddenFields) || ('virtual' in field && field.virtual)) return undefined;
    if (field.localized && localeCodes(context.config).includes(segments[index + 1] ?? '')) {
      localized = true;
      locale = segments[++index];
    } else if (field.localized) localized = true;
    const done = index === segments.length - 1;
    const base = { path, localized, locale, nested, many: 'hasMany' in field && Boolean(field.hasMany), options: optionsOf(field) };
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') {
      if (done) return { ...base, kind: 'container' };
      nested ||= field.type === 'array';
      current = field.flattenedFields;
      continue;
    }
    if ((field.type === 'relationship' || field.type === 'upload') && !done) {
      const rest = segments.slice(index + 1);
      if (Array.isArray(field.relationTo)) {
        if (rest.length !== 1) return undefined;
        if (rest[0] === 'value') return { ...idPath(path, nested || base.many), kind: 'polymorphicId' };
        return rest[0] === 'relationTo' ? { ...base, kind: 'polymorphicCollection', many: false } : undefined;
      }
      if (rest.length === 1 && rest[0] === 'id') return { ...base, kind: 'id' };
      const related = context.config.collections.find((collection) => collection.slug === field.relationTo);
      if (!related || ++hops > limits.hops) return undefined;
      const inner = resolvePath(related.flattenedFields, rest.join('.'), context);
      return inner && { ...inner, path, localized: inner.localized || localized, locale: inner.locale ?? locale, nested: true };
    }
    if (done) return { ...base, kind: kindOf(field) };
    // Inside a JSON value (the admin asks a scheduled publish's `input.doc.value`): keys as Payload's JSON path takes them.
    const keys = segments.slice(index + 1);
    return field.type === 'json' && keys.length <= 5 && keys.every((key) => /^\w{1,64}$/.test(key)) ? { ...base, kind: 'jsonPath' } : undefined;
  }
  return undefined;
}

/**
 * The fields a query of this operation may name. Payload's hooks are told `read` for a document
 * and for its versions alike, so a read may name either's: a version's own fields (`parent`,
 * `version.title`, `latest`) name nothing of a document, and Payload refuses them there (400).
 */
function queriedFields(config: SanitizedConfig, collection: SanitizedCollectionConfig, operation: string): readonly FlattenedField[] {
  if (!collection.versions) return collection.flattenedFields;
  const versionFields = buildVersionCollectionFields(config, collection, true) as FlattenedField[];
  if (operation === 'countVersions' || operation === 'restoreVersion') return versionFields;
  if (operation !== 'read') return collection.flattenedFields;
  const names = new Set(collection.flattenedFields.map((field) => field.name));
  return [...collection.flattenedFields, ...versionFields.filter((field) => !names.has(field.name))];
}

const wellFormedText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= limits.textLength && value.isWellFormed() && !value.includes('\0');

const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value.trim())) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

const isBoolean = (value: unknown): boolean => value === true || value === false || value === 'true' || value === 'false';

/** A date as a text or a number, or (from the admin's own calls) a Date. */
function isDate(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return false;
  if (typeof value === 'string' && !wellFormedText(value)) return false;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

const isId = (value: unknown): boolean => {
  const number = toNumber(value);
  return number !== undefined && Number.isInteger(number) && Math.abs(number) <= MAX_ID;
};

/** One value of the field's kind. */
function fitsKind(target: QueriedPath, value: unknown): boolean {
  switch (target.kind) {
    case 'text':
      return wellFormedText(value) || (typeof value === 'number' && Number.isFinite(value));
    case 'number': {
      const number = toNumber(value);
      return number !== undefined && Math.abs(number) <= 1e15;
    }
    case 'date':
      return isDate(value);
    case 'checkbox':
      return isBoolean(value);
    case 'option':
    case 'polymorphicCollection':
      return typeof value === 'string' && target.options.includes(value);
    case 'id':
    case 'polymorphicId':
      return isId(value);
    case 'jsonPath':
      return (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean' || (wellFormedText(value) && jsonSafeText.test(value));
    case 'polymorphic':
      return isPlainObject(value) && Object.keys(value).length === 2 && target.options.includes(value.relationTo as string) && isId(value.value);
    default:
      return false;
  }
}

/** The texts Payload's JSON query takes (@payloadcms/drizzle escapeSQLValue): anything else it refuses, or fails on. */
const jsonSafeText = /^[\w @.\-+:]*$/;

/** The list of `in`/`not_in`: an array, or a comma-separated text as Payload reads it. */
const listOf = (value: unknown): unknown[] | undefined =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : undefined;

const isCoordinate = (value: unknown): boolean => Array.isArray(value) && value.length === 2 && value.every((part) => toNumber(part) !== undefined);

function fitsOperator(target: QueriedPath, operator: string, value: unknown): boolean {
  switch (operator) {
    case 'exists':
      return isBoolean(value);
    case 'in':
    case 'not_in': {
      // Payload's JSON query takes only a real, non-empty list.
      if (target.kind === 'jsonPath' && !(Array.isArray(value) && value.length > 0)) return false;
      const list = listOf(value);
      // An empty list matches nothing: the admin asks so for the versions of a page of no documents.
      return Boolean(list) && list!.length <= limits.listValues && list!.every((item) => fitsKind(target, item));
    }
    case 'equals':
    case 'not_equals': {
      const nullable = !['checkbox', 'polymorphic', 'polymorphicId', 'polymorphicCollection'].includes(target.kind);
      return (nullable && (value === null || value === 'null')) || fitsKind(target, value);
    }
    case 'like':
    case 'not_like':
      return wellFormedText(value);
    case 'contains':
      return target.kind === 'text' ? wellFormedText(value) : fitsKind(target, value);
    case 'near': {
      const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
      const numbers = parts.map(toNumber);
      return (
        numbers.length >= 2 &&
        numbers.length <= 4 &&
        numbers.every((number) => number !== undefined) &&
        Math.abs(numbers[0]!) <= 180 &&
        Math.abs(numbers[1]!) <= 90
      );
    }
    case 'within':
    case 'intersects':
      return (
        isPlainObject(value) &&
        typeof value.type === 'string' &&
        Array.isArray(value.coordinates) &&
        JSON.stringify(value).length <= 10_000 &&
        (value.coordinates as unknown[]).every((ring) => Array.isArray(ring) && ring.every(isCoordinate))
      );
    default:
      return fitsKind(target, value);
  }
}

function checkWhere(where: unknown, fields: readonly FlattenedField[], context: QueryContext, level = 0, count = { conditions: 0 }): void {
  const t = staffT(context.req.i18n);
  if (where === undefined || where === null) return;
  if (!isPlainObject(where)) throw new QueryRefused(t('errors:queryShape', { path: 'where' }));
  if (level > limits.nesting) throw new QueryRefused(t('errors:queryTooLarge', { count: limits.conditions, depth: limits.nesting }));
  for (const [key, constraint] of Object.entries(where)) {
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      if (!Array.isArray(constraint)) throw new QueryRefused(t('errors:queryShape', { path: key }));
      for (const inner of constraint) checkWhere(inner, fields, context, level + 1, count);
      continue;
    }
    const target = resolvePath(fields, key, context);
    if (!target) throw new QueryRefused(t('errors:queryField', { path: key }));
    if (!isPlainObject(constraint) || Object.keys(constraint).length === 0) throw new QueryRefused(t('errors:queryShape', { path: key }));
    context.paths.push(target);
    for (const [operator, value] of Object.entries(constraint)) {
      const allowed = operatorsOf(target);
      if (!(validOperatorSet as ReadonlySet<string>).has(operator) || !allowed.includes(operator)) {
        throw new QueryRefused(
          allowed.length ? t('errors:queryOperator', { operator, path: key, operators: allowed.join(', ') }) : t('errors:queryField', { path: key }),
        );
      }
      if (!fitsOperator(target, operator, value)) {
        throw new QueryRefused(
          target.kind === 'option' || target.kind === 'polymorphicCollection'
            ? t('errors:queryOption', { path: key, options: target.options.join(', ') })
            : t('errors:queryValue', { path: key, operator }),
        );
      }
      if (++count.conditions > limits.conditions) throw new QueryRefused(t('errors:queryTooLarge', { count: limits.conditions, depth: limits.nesting }));
    }
  }
}

function checkSort(sort: unknown, fields: readonly FlattenedField[], context: QueryContext): void {
  if (sort === undefined || sort === null) return;
  const t = staffT(context.req.i18n);
  const entries = typeof sort === 'string' ? sort.split(',') : sort;
  if (!Array.isArray(entries) || entries.length > limits.sorts || !entries.every((entry) => typeof entry === 'string'))
    throw new QueryRefused(t('errors:queryParameter', { name: 'sort' }));
  for (const entry of entries as string[]) {
    const path = entry.trim().replace(/^[-+]/, '');
    const target = path ? resolvePath(fields, path, context) : undefined;
    // Payload sorts a localized field in the request's locale, and fails on one named with its own (`title.hr`).
    if (!target || !sortable.has(target.kind) || target.many || target.nested || target.locale) throw new QueryRefused(t('errors:querySort', { path: entry }));
    context.paths.push(target);
  }
}

/** The names of a collection's presentational fields, which hold no data: the admin's list asks for its active columns, these among them. */
function presentationalNames(fields: readonly Field[], names = new Set<string>(['id'])): Set<string> {
  for (const field of fields) {
    if (field.type === 'ui') names.add(field.name);
    if ('fields' in field) presentationalNames(field.fields, names);
    if (field.type === 'tabs') for (const tab of field.tabs) presentationalNames(tab.fields, names);
  }
  return names;
}

/** A `select` (or one collection's part of `populate`): field names at each level, each true, false or the choice inside a group, tab, array or block. */
function checkSelect(select: unknown, fields: readonly FlattenedField[], context: QueryContext, under = '', dataless = new Set(['id'])): void {
  if (select === undefined || select === null) return;
  const t = staffT(context.req.i18n);
  if (!isPlainObject(select)) throw new QueryRefused(t('errors:querySelect', { path: under || 'select' }));
  for (const [name, choice] of Object.entries(select)) {
    const path = `${under}${name}`;
    const field = fields.find((candidate) => candidate.name === name);
    if (!field && !(dataless.has(name) && typeof choice === 'boolean')) throw new QueryRefused(t('errors:querySelect', { path }));
    if (!field || typeof choice === 'boolean') continue;
    if (!isPlainObject(choice)) throw new QueryRefused(t('errors:querySelect', { path }));
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') checkSelect(choice, field.flattenedFields, context, `${path}.`);
    else if (field.type === 'blocks') {
      for (const [slug, blockChoice] of Object.entries(choice)) {
        const block = field.blocks.find((candidate) => candidate.slug === slug);
        if (!block) throw new QueryRefused(t('errors:querySelect', { path: `${path}.${slug}` }));
        if (typeof blockChoice !== 'boolean') checkSelect(blockChoice, block.flattenedFields, context, `${path}.${slug}.`);
      }
    } else throw new QueryRefused(t('errors:querySelect', { path }));
  }
}

function checkPopulate(populate: unknown, context: QueryContext): void {
  if (populate === undefined || populate === null) return;
  const t = staffT(context.req.i18n);
  if (!isPlainObject(populate)) throw new QueryRefused(t('errors:queryParameter', { name: 'populate' }));
  for (const [slug, select] of Object.entries(populate)) {
    const collection = context.config.collections.find((candidate) => candidate.slug === slug);
    if (!collection) throw new QueryRefused(t('errors:queryPopulate', { path: slug }));
    checkSelect(select, collection.flattenedFields, context, `${slug}.`, presentationalNames(collection.fields));
  }
}

const isWholeNumber = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** `depth`, `limit`, `page`, `joins` and the locale: numbers in range, and names this CMS has. */
function checkParameters(args: Record<string, unknown>, context: QueryContext): void {
  const t = staffT(context.req.i18n);
  const refuse = (name: string) => new QueryRefused(t('errors:queryParameter', { name }));
  const numbers: [string, number, number][] = [
    ['depth', 0, context.config.maxDepth],
    ['limit', 0, limits.pageSize],
    ['page', 1, limits.page],
  ];
  for (const [name, min, max] of numbers) if (args[name] !== undefined && args[name] !== null && !isWholeNumber(args[name], min, max)) throw refuse(name);
  if (args.draft !== undefined && args.draft !== null && typeof args.draft !== 'boolean') throw refuse('draft');
  // This CMS has no join fields: no join query can name one.
  if (args.joins !== undefined && args.joins !== null && args.joins !== false && !(isPlainObject(args.joins) && Object.keys(args.joins).length === 0))
    throw refuse('joins');
  const locale = context.req.locale;
  if (locale !== undefined && locale !== null && locale !== 'all' && !localeCodes(context.config).includes(locale)) throw refuse('locale');
}

/** The parts of a read or bulk operation's arguments that shape a query. */
function checkQuery(args: Record<string, unknown>, collection: SanitizedCollectionConfig, operation: string, context: QueryContext): void {
  const fields = queriedFields(context.config, collection, operation);
  checkParameters(args, context);
  checkWhere(args.where, fields, context);
  checkSort(args.sort, fields, context);
  checkSelect(args.select, fields, context, '', presentationalNames(collection.fields));
  checkPopulate(args.populate, context);
  if (operation !== 'readDistinct') return;
  const distinct = typeof args.field === 'string' ? resolvePath(fields, args.field, context) : undefined;
  if (!distinct) throw new QueryRefused(staffT(context.req.i18n)('errors:queryField', { path: String(args.field) }));
  context.paths.push(distinct);
}

/**
 * The operations that take a query, as Payload names them to hooks (a version's read is `read`);
 * auth operations (login, reset) and creates take none.
 */
const queryOperations = new Set(['read', 'readDistinct', 'count', 'countVersions', 'update', 'delete', 'restoreVersion']);

/** The reads: a caller without a session is told only that it may not (403), before a refusal could name a field. */
const readOperations = new Set(['read', 'readDistinct', 'count', 'countVersions']);

async function anonymousMayRead(req: PayloadRequest, collection: SanitizedCollectionConfig, operation: string): Promise<boolean> {
  const access = operation === 'countVersions' ? (collection.access.readVersions ?? collection.access.read) : collection.access.read;
  return Boolean(await access?.({ req }));
}

/**
 * The hook checking a collection's queries; `afterCheck` receives the paths the query names
 * (the editors' locale rule of own-locales.ts). Without a locale, a request is read (or deletes)
 * in the default one, as Payload does when fallback is on; with fallback off (this CMS: a locale
 * left empty stays empty) Payload leaves it null and fails on any query of a localized field.
 */
export function queryGuard(
  config: SanitizedConfig,
  afterCheck: (args: object, req: PayloadRequest, paths: readonly QueriedPath[], operation: string) => void,
): CollectionBeforeOperationHook {
  return async ({ args, operation, req, collection }) => {
    const given = args as Record<string, unknown>;
    if (!queryOperations.has(operation) || given.overrideAccess === true) return args;
    if (!req.user && readOperations.has(operation) && !(await anonymousMayRead(req, collection, operation))) throw new Forbidden(req.t);
    if (!req.locale && config.localization && (readOperations.has(operation) || operation === 'delete'))
      req.locale = config.localization.defaultLocale as TypedLocale;
    const context: QueryContext = { config, req, showHiddenFields: given.showHiddenFields === true, paths: [] };
    checkQuery(given, collection, operation, context);
    // A save names the locale it writes: a query of a localized field cannot guess it.
    if (!req.locale && context.paths.some((path) => path.localized && !path.locale))
      throw new QueryRefused(staffT(req.i18n)('errors:queryParameter', { name: 'locale' }));
    afterCheck(args, req, context.paths, operation);
    return args;
  };
}

/**
 * Whether the query's %-escapes spell UTF-8 text. Next hands an escape that spells none (`%C0%AF`)
 * on as the replacement character, which Payload would then search for: that character is
 * taken as the mark of a malformed address (no one searches for it).
 */
function wellFormedEscapes(search: string): boolean {
  try {
    const text = decodeURIComponent(search.replace(/\+/g, ' '));
    return text.isWellFormed() && !text.includes('\uFFFD');
  } catch {
    return false;
  }
}

/** Payload's REST parameters that are booleans: anything but true or false is a mistake, which Payload would silently drop. */
const booleanParameters = ['draft', 'trash', 'pagination', 'autosave', 'overrideLock', 'flattenLocales', 'publishAllLocales', 'unpublishAllLocales'];

/**
 * The REST parameters as the request wrote them, before Payload's handler reads (and drops or
 * misreads) them: their %-escapes, booleans, the locales, and `where`/`data` written as JSON text.
 */
function checkRestParameters(req: PayloadRequest, config: SanitizedConfig): void {
  const t = staffT(req.i18n);
  if (!wellFormedEscapes((req.url ?? '').split('?').slice(1).join('?'))) throw new QueryRefused(t('errors:queryEncoding'));
  const query = (req.query ?? {}) as Record<string, unknown>;
  const refuse = (name: string) => new QueryRefused(t('errors:queryParameter', { name }));
  for (const name of booleanParameters)
    if (name in query && query[name] !== 'true' && query[name] !== 'false' && typeof query[name] !== 'boolean') throw refuse(name);
  for (const name of ['where', 'data']) {
    if (typeof query[name] !== 'string') continue;
    try {
      JSON.parse(query[name]);
    } catch {
      throw refuse(name);
    }
  }
  const fallbacks = ['fallback-locale', 'fallbackLocale'].map((name) => [name, req.searchParams?.get(name) ?? query[name]] as const);
  const allowed = [...localeCodes(config), 'none', 'false', 'null'];
  for (const [name, value] of fallbacks)
    if (value !== undefined && value !== null && !(typeof value === 'string' && allowed.includes(value))) throw refuse(name);
  const locale = req.searchParams?.get('locale');
  if (locale !== null && locale !== undefined && ![...localeCodes(config), 'all', '*'].includes(locale)) throw refuse('locale');
}

/**
 * A collection's REST endpoints with the raw parameters checked first; Payload's own collections
 * (locks, preferences, jobs, key-value store) answer only to a signed-in person, whatever an
 * endpoint of theirs would do for a visitor (the preferences' own say 200 "Not Found").
 */
export function guardedEndpoint(endpoint: Endpoint, collection: SanitizedCollectionConfig, config: SanitizedConfig): Endpoint {
  const internal = collection.slug.startsWith('payload-');
  return {
    ...endpoint,
    handler: async (req) => {
      if (internal && !req.user) throw new Forbidden(req.t);
      checkRestParameters(req, config);
      return endpoint.handler(req);
    },
  };
}
