/**
 * Who may do what in the CMS, in one place. Staff have a role and a set of
 * markets; what each role reaches is the capability map
 * (packages/features/staff/capabilities.ts): an admin everything, including staff
 * accounts; an editor the content of their markets, in those markets' locales
 * only; a PV officer no content (the back office reads the same map).
 * Nobody reads content anonymously: the public site never asks the CMS, it
 * is built from an export made through the Local API.
 *
 * Rules that depend on a document's market are returned as queries, so
 * Payload applies them to lists, reads, updates and deletes alike: an editor
 * of slo never sees (not even as a draft) nor changes cro content, whether
 * through the admin, REST or GraphQL.
 */
import {
  APIError,
  Forbidden,
  NotFound,
  type Access,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type CollectionSlug,
  type Endpoint,
  type Field,
  type FieldAccess,
  type PayloadRequest,
  type SanitizedConfig,
  type Where,
} from 'payload';
import { saveRefused } from './hooks/refuse-save';
import { localesOf, markets, type Locale, type Market } from '@/config/markets';
import { contentMarketsOf, managesAccounts, seesEverything, type Role } from '@/features/staff/capabilities';
import { touchVerifiedSession } from '@/features/staff/store';
import { siteDatabase } from './database';
import { staffT } from './i18n/catalogue';
import { helpText, marketName } from './i18n/content-labels';
import { guardedEndpoint, queryGuard } from './query-guard';
import { ownLocalesInResults, ownLocalesOnly } from './own-locales';

export interface Staff {
  id: number | string;
  email: string;
  role: Role;
  markets?: Market[] | null;
}

const staffOf = (req: PayloadRequest): Staff | undefined => (req.user as Staff | null | undefined) ?? undefined;

/** An administrator: every market's content, and every account to read. */
export const isAdmin = (user: Staff | undefined): boolean => seesEverything(user);

/**
 * A document's API tab (its JSON and address) for administrators only: editors have no use for it,
 * and its raw codes stood among their tabs.
 */
export function apiTabForAdminsOnly(collection: CollectionConfig): CollectionConfig {
  const views = collection.admin?.components?.views;
  const edit = (views?.edit ?? {}) as { api?: { tab?: object } };
  const condition = ({ req }: { req: PayloadRequest }) => isAdmin(staffOf(req));
  const withTab = { ...edit, api: { ...edit.api, tab: { ...edit.api?.tab, condition } } } as NonNullable<typeof views>['edit'];
  return { ...collection, admin: { ...collection.admin, components: { ...collection.admin?.components, views: { ...views, edit: withTab } } } };
}

/** The markets whose content a person may touch. */
export const marketsOf = (user: Staff | undefined): Market[] => contentMarketsOf(user);

/** The locales a person edits: those of their markets. */
function localesOfStaff(user: Staff | undefined): Locale[] {
  return [...new Set(marketsOf(user).flatMap((market) => localesOf(market)))];
}

/**
 * A document's set of markets as one value ("cro+slo"), kept in a hidden
 * field of collections with several markets: Payload's queries on a hasMany
 * field match any value, not "all values are the editor's", so ownership is
 * asked as "the set is one of the editor's subsets".
 */
function marketsKey(values: readonly Market[]): string {
  return markets.filter((market) => values.includes(market)).join('+');
}

/** The hidden field holding `marketsKey`, and the hook that sets it from `markets` on every save (whatever a request sends). */
export const marketsKeyField: Field = { name: 'marketsKey', type: 'text', index: true, admin: { hidden: true } };
export const setMarketsKey: CollectionBeforeChangeHook = ({ data, originalDoc }) => ({
  ...data,
  marketsKey: marketsKey((data.markets ?? originalDoc?.markets ?? []) as Market[]),
});

function subsetKeysOf(mine: Market[]): string[] {
  const own = markets.filter((market) => mine.includes(market));
  const keys: string[] = [];
  for (let mask = 1; mask < 1 << own.length; mask++) keys.push(marketsKey(own.filter((_, index) => mask & (1 << index))));
  return keys;
}

/**
 * Saving writes the request's locale; an editor writes only their markets' locales. A request for
 * no one locale (none named, or `all`) could write any of them, so an editor's may only unpublish:
 * Payload's Unpublish sends `{ _status: 'draft' }` so, and it changes no text of any language.
 */
function writesOwnLocale(req: PayloadRequest, user: Staff, data: unknown): boolean {
  if (isAdmin(user)) return true;
  const locale = req.locale as string | undefined;
  return !locale || locale === 'all' ? onlyUnpublishes(data) : localesOfStaff(user).includes(locale as Locale);
}

const onlyUnpublishes = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && Object.keys(data).length === 1 && (data as { _status?: unknown })._status === 'draft';

export const adminOnly: Access = ({ req }) => isAdmin(staffOf(req));

export const adminOnlyField: FieldAccess = ({ req }) => isAdmin(staffOf(req));

/** Why a field is the confirmed admin's: it routes mail or calls, or it is who the company is and where it is paid. */
type GuardedKind = 'contactRoute' | 'companyIdentity';

/**
 * Fields that a phished password must not change are for administrators with a sign-in confirmed by
 * the second factor to set; everyone else sees them read-only, with a help text that says why.
 * - Where the sites send mail and callers: every e-mail field (the PV address, which receives each
 *   adverse-effect report in full; the careers address and an opening's; the contact directory), and
 *   `routes`, other fields (by path) that route: a phone line (the PV line takes reports by phone) or
 *   a key that picks an address (`directory.key`: swapping two entries' keys would swap their inboxes).
 * - `identity`, fields (by path; a group guards all it holds) that say who the company is and where
 *   customers pay it: bank accounts, tax and registration numbers, share capital. Customers pay
 *   invoices to the account the company page shows.
 */
export function confirmedAdminFields(
  fields: Field[],
  { routes = [], identity = [] }: { routes?: readonly string[]; identity?: readonly string[] } = {},
): Field[] {
  const kindOf = (field: Field, path: string): GuardedKind | undefined =>
    identity.includes(path) ? 'companyIdentity' : field.type === 'email' || routes.includes(path) ? 'contactRoute' : undefined;
  return guardFields(fields, kindOf, '', false).fields;
}

/** A field's admin options with the help text of its kind, unless it has its own. */
const withGuardHelp = (field: Field, kind: GuardedKind) => ({
  ...field.admin,
  description: (field.admin as { description?: unknown } | undefined)?.description ?? helpText(kind),
});

/**
 * Guards the fields among `fields` (at `under`) that `kindOf` names, and says why with a help text:
 * on the field, or once on the list that holds it rather than on each of its rows.
 */
function guardFields(
  fields: Field[],
  kindOf: (field: Field, path: string) => GuardedKind | undefined,
  under: string,
  inList: boolean,
): { fields: Field[]; guarded?: GuardedKind } {
  let guarded: GuardedKind | undefined;
  const result = fields.map((field): Field => {
    const path = 'name' in field ? `${under}${field.name}` : under.replace(/\.$/, '');
    const kind = 'name' in field ? kindOf(field, path) : undefined;
    if (kind) {
      guarded ??= kind;
      return {
        ...field,
        admin: inList ? field.admin : withGuardHelp(field, kind),
        access: { ...('access' in field ? field.access : {}), create: confirmedAdminOnlyField, update: confirmedAdminOnlyField },
      } as Field;
    }
    if ((field.type === 'group' || field.type === 'array' || field.type === 'row' || field.type === 'collapsible') && field.fields) {
      const inner = field.type === 'group' || field.type === 'array' ? `${path}.` : under;
      const list = field.type === 'array';
      const within = guardFields(field.fields, kindOf, inner, inList || list);
      guarded ??= within.guarded;
      return { ...field, admin: list && !inList && within.guarded ? withGuardHelp(field, within.guarded) : field.admin, fields: within.fields } as Field;
    }
    return field;
  });
  return { fields: result, guarded };
}

/**
 * Managing staff accounts decides who sees health data, and the contact fields where it is sent,
 * so an admin does these only with a sign-in confirmed by the second factor; otherwise a stolen
 * admin password could create a pharmacovigilance account and enrol a fresh authenticator for it,
 * or have the reports mailed to another address.
 */
function confirmedAdmin(req: PayloadRequest): Promise<boolean> {
  // Payload asks once per field of a staff account: one look at (and touch of) the session per request.
  let answer = confirmedAdminOfRequest.get(req);
  if (!answer) {
    answer = sessionConfirmsAdmin(req);
    confirmedAdminOfRequest.set(req, answer);
  }
  return answer;
}

const confirmedAdminOfRequest = new WeakMap<PayloadRequest, Promise<boolean>>();

async function sessionConfirmsAdmin(req: PayloadRequest): Promise<boolean> {
  const user = staffOf(req) as (Staff & { _sid?: string }) | undefined;
  if (!managesAccounts(user) || !user?._sid) return false;
  return touchVerifiedSession(siteDatabase().db, { userId: String(user.id), sessionId: user._sid });
}

export const confirmedAdminOnly: Access = ({ req }) => confirmedAdmin(req);

export const confirmedAdminOnlyField: FieldAccess = ({ req }) => confirmedAdmin(req);

/** Staff accounts: everyone reads and changes their own; a confirmed admin manages all (and an admin reads all). */
export const ownAccountOrManager: Access = async ({ req }) => {
  const user = staffOf(req);
  if (!user) return false;
  return (await confirmedAdmin(req)) ? true : { id: { equals: user.id } };
};

/** Staff accounts: admins read them all; everyone reads their own. */
export const selfOrAdmin: Access = ({ req }) => {
  const user = staffOf(req);
  if (!user) return false;
  return isAdmin(user) ? true : { id: { equals: user.id } };
};

type MarketField = 'market' | 'markets';

const marketsIn = (doc: Record<string, unknown>, field: MarketField): Market[] => {
  const value = doc[field];
  return (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]) as Market[];
};

/**
 * Access for a content collection whose documents name their market(s) in
 * `field`. Reading needs one market in common; changing and deleting need
 * every market of the document to be the editor's own, so nobody changes
 * another market's site.
 */
export function marketContent(field: MarketField) {
  const marketsIn = (data: unknown): Market[] | undefined => {
    const value = (data as Record<string, unknown> | undefined)?.[field];
    if (value === undefined || value === null) return undefined;
    return (Array.isArray(value) ? value : [value]) as Market[];
  };

  const read: Access = ({ req }) => {
    const user = staffOf(req);
    const mine = marketsOf(user);
    if (isAdmin(user)) return true;
    if (mine.length === 0) return false;
    return { [field]: { in: mine } } satisfies Where;
  };

  const ownedOnly = (mine: Market[]): Where => (field === 'market' ? { market: { in: mine } } : { marketsKey: { in: subsetKeysOf(mine) } });

  /** Who may write here: an admin (true), nobody (false), or an editor in these markets' locales. */
  const writer = (req: PayloadRequest, data: unknown): boolean | Market[] => {
    const user = staffOf(req);
    if (!user) return false;
    if (isAdmin(user)) return true;
    const mine = marketsOf(user);
    return mine.length > 0 && writesOwnLocale(req, user, data) ? mine : false;
  };

  const change: Access = ({ req, data }) => {
    const mine = writer(req, data);
    if (typeof mine === 'boolean') return mine;
    const target = marketsIn(data);
    if (target && target.some((market) => !mine.includes(market))) return false;
    return ownedOnly(mine);
  };

  const create: Access = ({ req, data }) => {
    // A new document is written in a locale: no unpublish makes one.
    const mine = writer(req, undefined);
    if (typeof mine === 'boolean') return mine;
    // Without data (the admin asking whether to show "Create New") the market is chosen later and checked then.
    const target = marketsIn(data);
    return !target || target.every((market) => mine.includes(market));
  };

  const remove: Access = ({ req }) => {
    const user = staffOf(req);
    if (!user) return false;
    if (isAdmin(user)) return true;
    const mine = marketsOf(user);
    return mine.length === 0 ? false : ownedOnly(mine);
  };

  // A version keeps the document's fields under `version`: the same rule, one level down.
  const readVersions: Access = (args) => {
    const where = read(args);
    return typeof where === 'boolean' ? where : { [`version.${field}`]: { in: marketsOf(staffOf(args.req)) } };
  };

  return { read, create, update: change, delete: remove, readVersions };
}

/**
 * A version is read or restored through its own id (the API's /api/<collection>/versions/<id>): the
 * operation asks by the version's id, not the document's. The admin's history of a document
 * (/admin/collections/<collection>/<id>/versions) reads the document by its own id.
 */
const isVersionOperation = (req: PayloadRequest, operation: string): boolean =>
  operation === 'restoreVersion' || /^\/api\/[^/]+\/versions(\/|$)/.test(new URL(req.url ?? 'http://cms/').pathname);

/** The stored document an operation's id names: for a version, the document it is a version of. */
async function targetOf(req: PayloadRequest, collection: CollectionSlug, id: number | string, version: boolean): Promise<Record<string, unknown> | undefined> {
  if (!version) return (await req.payload.db.findOne({ collection, where: { id: { equals: id } }, req })) ?? undefined;
  const { docs } = await req.payload.db.findVersions({ collection, where: { id: { equals: id } }, limit: 1, pagination: false, req });
  const parent = (docs[0] as { parent?: number | string } | undefined)?.parent;
  return parent === undefined ? undefined : ((await req.payload.db.findOne({ collection, where: { id: { equals: parent } }, req })) ?? undefined);
}

/** A collection's name as the browser sends it: one of this CMS's collections, or none. */
const isCollectionSlug = (req: PayloadRequest, name: string): name is CollectionSlug => Object.hasOwn(req.payload.collections, name);

/**
 * A request for one document of another market, or for a version of one, answers 403, not 404:
 * the queries above would only make it look absent. Reading needs one market in common,
 * changing, restoring and deleting need all of them.
 */
export function foreignDocumentGuard(field: MarketField): CollectionBeforeOperationHook {
  return async ({ args, operation, req, collection }) => {
    const id = (args as { id?: number | string }).id;
    const user = staffOf(req);
    if (id === undefined || !user || isAdmin(user) || (args as { overrideAccess?: boolean }).overrideAccess) return args;
    if (!['read', 'update', 'delete', 'restoreVersion'].includes(operation)) return args;
    const doc = await targetOf(req, collection.slug, id, isVersionOperation(req, operation));
    if (!doc) return args;
    const theirs = marketsIn(doc, field);
    const mine = marketsOf(user);
    const allowed = operation === 'read' ? theirs.some((m) => mine.includes(m)) : theirs.every((m) => mine.includes(m));
    if (!allowed) throw new Forbidden(req.t);
    return args;
  };
}

/**
 * Whatever a save brings (a duplicate copies the original's markets, which the create rule never
 * sees), an editor's document ends up in their own markets only.
 */
const ownMarketNames = (req: PayloadRequest, mine: Market[]) => mine.map((market) => marketName(market, req.i18n.language)).join(', ');

/** A 403 that says why: the editor's own markets, in their language. */
const otherMarketRefused = (req: PayloadRequest, mine: Market[]) =>
  new APIError(staffT(req.i18n)('errors:otherMarket', { markets: ownMarketNames(req, mine) }), 403, undefined, true);

/**
 * A save that puts a document into another market is refused with the reason, before the
 * access rules refuse it without one (they cannot explain: the admin also asks them to
 * decide what to show, and a thrown reason would break that).
 */
export function foreignMarketsExplained(field: MarketField): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return;
    const user = staffOf(req);
    if (!user || isAdmin(user)) return;
    const mine = marketsOf(user);
    const data = (args as { data?: Record<string, unknown> }).data;
    if (data && data[field] !== undefined && marketsIn(data, field).some((market) => !mine.includes(market))) throw otherMarketRefused(req, mine);
  };
}

export function ownMarketsOnly(field: MarketField): CollectionBeforeChangeHook {
  return ({ data, originalDoc, req, collection }) => {
    const user = staffOf(req);
    if (!user || isAdmin(user)) return data;
    const mine = marketsOf(user);
    const chosen = marketsIn({ ...(originalDoc ?? {}), ...data }, field);
    if (chosen.some((market) => !mine.includes(market))) throw otherMarketRefused(req, mine);
    if (chosen.length > 0) return data;
    // A document in no market is one its editor could not open again: theirs, or they choose.
    if (mine.length === 1) return { ...data, [field]: field === 'markets' ? [mine[0]] : mine[0] };
    throw saveRefused(req, collection.slug, [{ path: field, message: staffT(req.i18n)('errors:noMarket', { markets: ownMarketNames(req, mine) }) }]);
  };
}

/** The locales a signed-in person reads and edits: an admin all (undefined), others their markets' (English without one). */
function readableLocales(req: PayloadRequest): Locale[] | undefined {
  const user = staffOf(req);
  if (!user || isAdmin(user)) return undefined;
  const own = localesOfStaff(user);
  return own.length > 0 ? own : ['en'];
}

/** The admin's locale switcher offers an editor only their markets' locales. */
export function availableLocales<L extends { code: string }>({ req, locales }: { req: PayloadRequest; locales: L[] }): L[] {
  const own = readableLocales(req);
  return own ? locales.filter((locale) => own.includes(locale.code as Locale)) : locales;
}

/** Stored ids are PostgreSQL serials: anything else names nothing. */
const isStoredId = (id: unknown): boolean =>
  (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) || (typeof id === 'string' && /^[1-9]\d{0,15}$/.test(id));

/** An id that cannot exist answers 404, in every collection, before it reaches the database. */
const refuseMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id;
  if (id !== undefined && id !== null && !isStoredId(id)) throw new NotFound(req.t);
  return args;
};

/**
 * Whether the signed-in person may change this stored document: content of their own markets, their
 * own account (or any, as a confirmed admin). Locks and scheduled publishes are allowed only on these.
 */
export async function mayChangeDocument(req: PayloadRequest, collection: string, id: unknown): Promise<boolean> {
  const user = staffOf(req);
  if (!user || !isStoredId(id)) return false;
  if (collection === 'users') return String(id) === String(user.id) || confirmedAdmin(req);
  if (!isCollectionSlug(req, collection)) return false;
  const field = req.payload.collections[collection].config.custom?.marketField as MarketField | undefined;
  if (!field) return false;
  if (isAdmin(user)) return true;
  const doc = await req.payload.db.findOne({ collection, where: { id: { equals: id } }, req });
  const mine = marketsOf(user);
  return Boolean(doc) && marketsIn(doc as Record<string, unknown>, field).every((market) => mine.includes(market));
}

/** A scheduled publish (a `schedulePublish` job) may be removed by those who may change its document. */
export async function mayChangeScheduledPublish(req: PayloadRequest, jobId: unknown): Promise<boolean> {
  if (!isStoredId(jobId)) return false;
  const job = (await req.payload.db.findOne({ collection: 'payload-jobs', where: { id: { equals: jobId } }, req })) as {
    taskSlug?: string;
    input?: { doc?: { relationTo?: string; value?: unknown } };
  } | null;
  const doc = job?.input?.doc;
  return job?.taskSlug === 'schedulePublish' && Boolean(doc?.relationTo) && mayChangeDocument(req, doc!.relationTo!, doc!.value);
}

interface Lock {
  id?: number;
  document?: { relationTo?: string; value?: unknown } | null;
  user?: { value?: unknown } | null;
}

const lockedDocument = async (req: PayloadRequest, lock: Lock | undefined): Promise<boolean> =>
  Boolean(lock?.document?.relationTo) && mayChangeDocument(req, lock!.document!.relationTo!, lock!.document!.value);

/** The locks on documents this person may change: the only ones they see, take over or release. */
async function ownLocks(req: PayloadRequest): Promise<Where> {
  const { docs } = await req.payload.db.find({ collection: 'payload-locked-documents', limit: 0, pagination: false, req });
  const ids: number[] = [];
  for (const lock of docs as Lock[]) if (await lockedDocument(req, lock)) ids.push(lock.id!);
  // Serial ids start at 1: an empty choice is written as one that matches nothing.
  return { id: { in: ids.length ? ids : [0] } };
}

const lockNamesOnlyMe = (req: PayloadRequest, data: unknown): boolean => {
  const user = (data as Lock | undefined)?.user?.value;
  return user === undefined || String(typeof user === 'object' && user ? (user as { id: unknown }).id : user) === String(staffOf(req)?.id);
};

/**
 * Payload's document locks (`payload-locked-documents`): a lock is taken only on a document the
 * person may change and in their own name, and seen, taken over or released only by those who may
 * change that document. Nobody blocks the saves of another market's editors.
 */
const lockAccess: CollectionConfig['access'] = {
  read: async ({ req }) => (!staffOf(req) ? false : isAdmin(staffOf(req)) ? true : ownLocks(req)),
  create: async ({ req, data }) => lockNamesOnlyMe(req, data) && lockedDocument(req, data as Lock),
  update: async ({ req, data }) => (lockNamesOnlyMe(req, data) ? ownLocks(req) : false),
  delete: async ({ req }) => ownLocks(req),
};

/**
 * The collections Payload adds by itself (locks, preferences, jobs, migrations) get their rules
 * here, after Payload has made them, like ours: no id that cannot exist reaches the database,
 * no query Payload cannot run (query-guard.ts), an editor reads only their markets' languages
 * (own-locales.ts), locks follow the documents they lock, and the migrations have no REST
 * endpoints (Payload's `false` answers 501; none answers 404).
 */
export function guardGeneratedCollections(config: SanitizedConfig): SanitizedConfig {
  const locales = config.localization ? config.localization.localeCodes : [];
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [refuseMalformedId, queryGuard(config, ownLocalesOnly(readableLocales)), ...(collection.hooks.beforeOperation ?? [])];
    collection.hooks.afterOperation = [...(collection.hooks.afterOperation ?? []), ownLocalesInResults(readableLocales, locales)];
    if (collection.slug === 'payload-locked-documents') collection.access = { ...collection.access, ...lockAccess };
    if (collection.slug === 'payload-preferences') collection.endpoints = (collection.endpoints || []).map(answerMissingPreference);
    collection.endpoints = (collection.endpoints || []).map((endpoint) => guardedEndpoint(endpoint, collection, config));
  }
  return config;
}

/** Deleting a preference that is not there is a 404 (Payload's own answer is a 500). */
function answerMissingPreference(endpoint: Endpoint): Endpoint {
  if (endpoint.method !== 'delete') return endpoint;
  return {
    ...endpoint,
    handler: async (req) => {
      const key = req.routeParams?.key;
      const user = staffOf(req);
      const where: Where = { key: { equals: key }, 'user.value': { equals: user?.id }, 'user.relationTo': { equals: 'users' } };
      if (!user) return endpoint.handler(req);
      const stored = typeof key === 'string' ? await req.payload.db.findOne({ collection: 'payload-preferences', where, req }) : null;
      return stored ? endpoint.handler(req) : Response.json({ errors: [{ message: req.t('error:notFound') }] }, { status: 404 });
    },
  };
}
