/**
 * The PV back office's HTTP endpoints, free of any framework: the CMS mounts
 * them under its /api/cases with its signed-in user. Every answer carries
 * report data or decisions about it, so the adapter sends `no-store`.
 *
 *   GET    /cases?kind&market&status&serious&from&until&q&mine&overdue&dueBy&sort&page
 *                                                                the list, newest first (sort=due: soonest due first)
 *   GET    /cases/clocks                                         open, due this week and overdue, in the officer's markets
 *   GET    /cases/export?format=csv|e2b&…filters                 the filtered list as CSV, or its human reports as
 *                                                                 one E2B(R3) batch of one market (an event per case)
 *   GET    /cases/export?format=vich-reports|vich-products&kind=veterinary&…filters
 *                                                                the filtered veterinary reports as VICH GL42 CSV (an event per case)
 *   GET    /cases/due                                            cases past retention (admin)
 *   GET    /cases/:reference                                     the case view (an event: viewed)
 *   GET    /cases/:reference/e2b                                 its ICH E2B(R3) XML, human reports (an event)
 *   POST   /cases/:reference/status     {to, note, closeAnyway}  closing with open items needs closeAnyway and a note
 *   POST   /cases/:reference/forward    {target, date, externalReference, note}
 *   POST   /cases/:reference/duplicates {candidate, confirm, note}
 *   POST   /cases/:reference/assign     {to}                    an officer of its market's e-mail, or null
 *   POST   /cases/:reference/seriousness {serious, note}        the officer's assessment, with the reason
 *   POST   /cases/:reference/expectedness {expectedness, note}  listed | unlisted
 *   POST   /cases/:reference/coding     {reaction, lltCode, lltTerm, meddraVersion}
 *   GET    /cases/:reference/terms?q=                            the current MedDRA (human) or VeDDRA (veterinary) LLTs that match,
 *                                                                named in the officer's language where the release has it
 *   POST   /cases/:reference/add-event  {reaction, lltCode, version, criteria, outcome}   a coded event of a reaction
 *   POST   /cases/:reference/remove-event {id}
 *   POST   /cases/:reference/causality  {reaction, medicine, result}   WHO-UMC (human), ABON (veterinary): 400 for the other scale
 *   POST   /cases/:reference/narrative  {narrative}
 *   POST   /cases/:reference/questions  {question, dueOn}       a follow-up request to the reporter, by e-mail
 *   DELETE /cases/:reference                                     an admin's deletion past retention
 */
import { seesHealthData } from '@/features/staff/capabilities';
import { defaultLocale, isMarket, type Market } from '@/config/markets';
import { REPORT_KINDS, type ReportKind } from '@/features/pv/intake/fields';
import { caseId } from '@/features/pv/exports/e2b/writer';
import { exportCaseOf } from '@/features/pv/exports/export-case';
import { findReport, REFERENCE, reportsWithIds } from '@/features/pv/intake/store';
import { vichCsv, type VichCsvFiles } from '@/features/pv/exports/vich/csv';
import { CASE_SHEET_CODES, caseListCsv, type CaseSheetWords } from '@/features/pv/exports/list-csv';
import { readReport } from '@/features/pv/intake/record';
import { reportSections } from '@/features/pv/intake/sections';
import { messagesFor } from '@/i18n/messages';
import type { Db } from '@/platform/db/database';
import { mailAbout } from '@/platform/mail/outbox';
import { caseMarketsOf, mayDeleteCases, type CaseStaff } from '@/features/pv/access';
import { e2bOfCases } from '@/features/pv/cases/e2b';
import type { MessageVars } from '@/lib/placeholders';
import { inEnglish, type CaseMessageKey, type Translate } from '@/features/pv/cases/messages';
import {
  assessableItems,
  assessCausality,
  assessExpectedness,
  assessmentOf,
  assessSeriousness,
  assignCase,
  codeReaction,
  editNarrative,
} from '@/features/pv/cases/assessment';
import { caseClocks, isOverdue } from '@/features/pv/cases/clocks';
import { askReporter, followUpRequestsOf, type ReporterMail } from '@/features/pv/cases/follow-ups';
import { CaseError, caseTimeline, findCase, recordEvent, type CaseRow } from '@/features/pv/cases/ledger';
import { caseNarrativeDraft, codedTermsOf } from '@/features/pv/cases/narrative';
import { openItemsOf } from '@/features/pv/cases/open-items';
import { isCaseStatus } from '@/features/pv/cases/status';
import { vichAssessmentsOf } from '@/features/pv/cases/vich';
import { addCodedEvent, codedEventsOf, removeCodedEvent } from '@/features/pv/coding/events';
import { dictionaryOf } from '@/features/pv/coding/dictionaries';
import { currentRelease, lookUpTerms, namesLanguage } from '@/features/pv/coding/store';
import {
  casesDueForDeletion,
  changeStatus,
  decideDuplicate,
  deleteCase,
  duplicatesOf,
  followUpChain,
  forwardCase,
  listCases,
  type CaseFilters,
  type CaseListRow,
} from '@/features/pv/cases/store';

export interface CaseRequest {
  user?: CaseStaff;
  method: string;
  /** The path below /cases, split: [], ['export'], ['NUS-2026-000001', 'status'] … */
  path: string[];
  query: URLSearchParams;
  body?: unknown;
  /** Says the answers' messages in the officer's language; English without one. */
  translate?: Translate;
  /** The CSV exports' words in the officer's language; the codes without them. */
  sheet?: CaseSheetWords;
  /** The officer's language (en, hr, sl, bs): the dictionary's names in it, where a release has them. */
  language?: string;
}

export interface CaseAnswer {
  status: number;
  body: unknown;
  /** For downloads: the type and the file name; the body is then a string. */
  download?: { contentType: string; fileName: string };
  /** A refusal's message before it is said (see withMessage). */
  refusal?: { key: CaseMessageKey; vars?: MessageVars };
}

export interface CaseApiOptions {
  retentionYears: number;
  /** The staff who may own a case of a market: its PV officers and the administrators (e-mails). */
  officersOf(market: Market): Promise<string[]>;
  /** The public site a reporter's link leads to, and the sender of their mail. */
  reporterMail(market: Market): ReporterMail;
  /** The clock due dates are judged by. */
  now?: () => Date;
}

const PAGE_SIZE = 50;
const EXPORT_LIMIT = 10_000;

/** A refusal, `{error, message}`: its message is said at the end, in the officer's language (withMessage). */
const error = (status: number, code: string, key: CaseMessageKey, vars?: MessageVars): CaseAnswer => ({
  status,
  body: { error: code },
  refusal: { key, vars },
});

function withMessage(answer: CaseAnswer, translate: Translate): CaseAnswer {
  if (!answer.refusal) return answer;
  const { key, vars } = answer.refusal;
  return { status: answer.status, body: { ...(answer.body as object), message: translate(key, vars) } };
}

function filtersFrom(query: URLSearchParams, markets: readonly string[], user: CaseStaff, now: Date): { filters: CaseFilters } | { refused: CaseAnswer } {
  const market = query.get('market');
  const dueBy = query.get('dueBy');
  const kind = query.get('kind');
  const status = query.get('status');
  const serious = query.get('serious');
  const date = (name: string) => {
    const value = query.get(name);
    return value && !Number.isNaN(Date.parse(value)) ? new Date(value) : undefined;
  };
  if (market && (!isMarket(market) || !markets.includes(market))) return { refused: error(403, 'market', 'notYourMarket', { market }) };
  if (kind && !REPORT_KINDS.includes(kind as ReportKind)) return { refused: error(400, 'kind', 'unknownKind', { kind }) };
  if (status && !isCaseStatus(status)) return { refused: error(400, 'status', 'unknownStatus', { status }) };
  if (dueBy && !/^\d{4}-\d{2}-\d{2}$/.test(dueBy)) return { refused: error(400, 'dueBy', 'dueByDate') };
  const filters: CaseFilters = {
    markets: market ? [market] : markets,
    kind: (kind as ReportKind | null) ?? undefined,
    status: status && isCaseStatus(status) ? status : undefined,
    serious: serious === 'yes' ? true : serious === 'no' ? false : undefined,
    from: date('from'),
    until: date('until'),
    text: query.get('q') ?? undefined,
    assignee: query.get('mine') === '1' ? user.email : undefined,
    overdue: query.get('overdue') === '1' || undefined,
    dueBy: dueBy ?? undefined,
    sort: query.get('sort') === 'due' ? 'due' : 'received',
    now,
  };
  return { filters };
}

const VICH_FILES: Record<string, keyof VichCsvFiles> = { 'vich-reports': 'vich-reports.csv', 'vich-products': 'vich-products.csv' };

/**
 * One of the VICH GL42 CSV files of the listed veterinary reports, in the order of the list, with the
 * officer's coding and ABON causality; headed, and its codes labelled, in the officer's language.
 */
async function vichListCsv(db: Db, rows: CaseListRow[], file: keyof VichCsvFiles, sheet: CaseSheetWords): Promise<string> {
  const ids = rows.map((row) => row.reportId);
  const [found, assessments] = await Promise.all([reportsWithIds(db, ids), vichAssessmentsOf(db, ids)]);
  const reports = new Map(found.map((report) => [report.id, report]));
  return vichCsv(
    rows.flatMap((row) => {
      const report = reports.get(row.reportId);
      if (!report) return [];
      const exported = { ...exportCaseOf(report), assessment: assessments.get(row.reportId)! };
      return [sheet.language ? { ...exported, t: messagesFor(sheet.language).report } : exported];
    }),
    sheet.vich,
  )[file];
}

async function e2bDownload(db: Db, reference: string, user: CaseStaff): Promise<CaseAnswer> {
  const row = await findCase(db, reference, caseMarketsOf(user));
  if (!row) return error(404, 'not_found', 'noCaseInYourMarkets', { reference });
  if (row.kind !== 'human') return error(422, 'kind', 'e2bHumanOnlyList');
  const market = row.market as Market;
  const xml = await e2bOfCases(db, [reference], market);
  await recordEvent(db, { reportId: row.reportId, reference, actor: user.email, type: 'e2b-downloaded' });
  return { status: 200, body: xml, download: { contentType: 'application/xml; charset=utf-8', fileName: `${caseId(market, reference)}.xml` } };
}

/** The filtered list as a download; every case in it records who exported it and how. */
async function listExport(db: Db, filters: CaseFilters, format: string, user: CaseStaff, sheet: CaseSheetWords): Promise<CaseAnswer> {
  const vichFile = Object.hasOwn(VICH_FILES, format) ? VICH_FILES[format] : undefined;
  if (format !== 'csv' && format !== 'e2b' && !vichFile) return error(400, 'format', 'unknownFormat', { format });
  if (vichFile && filters.kind !== 'veterinary') return error(422, 'kind', 'vichVeterinaryOnly');
  if (format === 'e2b') {
    if (filters.kind && filters.kind !== 'human') return error(422, 'kind', 'e2bHumanOnly');
    if (filters.markets.length !== 1) return error(422, 'market', 'e2bOneMarket');
  }
  const { rows } = await listCases(db, format === 'e2b' ? { ...filters, kind: 'human' } : filters, { offset: 0, limit: EXPORT_LIMIT });
  if (format === 'e2b' && rows.length === 0) return error(404, 'empty', 'noHumanReports');
  for (const row of rows) {
    await recordEvent(db, { reportId: row.reportId, reference: row.reference, actor: user.email, type: 'list-exported', data: { format, count: rows.length } });
  }
  if (format === 'e2b') {
    const market = filters.markets[0] as Market;
    const xml = await e2bOfCases(
      db,
      rows.map((row) => row.reference),
      market,
    );
    return { status: 200, body: xml, download: { contentType: 'application/xml; charset=utf-8', fileName: `cases-${market}.xml` } };
  }
  const body = vichFile ? await vichListCsv(db, rows, vichFile, sheet) : caseListCsv(rows, sheet);
  return { status: 200, body, download: { contentType: 'text/csv; charset=utf-8', fileName: vichFile ?? 'cases.csv' } };
}

/** The lookup as the officer types: dictionary terms, no health data, so no event. */
async function termLookup(db: Db, reference: string, user: CaseStaff, req: CaseRequest): Promise<CaseAnswer> {
  const row = await findCase(db, reference, caseMarketsOf(user));
  if (!row) return error(404, 'not_found', 'noCaseInYourMarkets', { reference });
  const dictionary = dictionaryOf(row.kind);
  const release = await currentRelease(db, dictionary);
  if (!release) return { status: 200, body: { dictionary, release: null, terms: [] } };
  const language = namesLanguage(release, req.language);
  const terms = await lookUpTerms(db, release, language, req.query.get('q') ?? '');
  return { status: 200, body: { dictionary, release, language, terms } };
}

/** Opening a case is a look at health data: an event, once per opening (the answers to actions bring the case along). */
async function caseView(db: Db, reference: string, user: CaseStaff, options: CaseApiOptions): Promise<CaseAnswer> {
  const row = await findCase(db, reference, caseMarketsOf(user));
  if (!row) return error(404, 'not_found', 'noCaseInYourMarkets', { reference });
  await recordEvent(db, { reportId: row.reportId, reference, actor: user.email, type: 'viewed' });
  return { status: 200, body: await caseBody(db, row, options) };
}

/** The case as the officer sees it: the report in words and coded, its clocks, assessment, timeline, chain, duplicates, questions and mail. */
async function caseBody(db: Db, row: CaseRow, options: CaseApiOptions): Promise<Record<string, unknown>> {
  const { reference } = row;
  const report = (await findReport(db, reference))!;
  const market = row.market as Market;
  const kind = row.kind as ReportKind;
  const t = messagesFor(defaultLocale(market)).report;
  const { values } = readReport(kind, report.schemaVersion, report.payload);
  const [timeline, chain, duplicates, mail, assessment, questions, officers, openItems, codedEvents, release] = await Promise.all([
    caseTimeline(db, row.reportId),
    followUpChain(db, row),
    duplicatesOf(db, row.reportId),
    mailAbout(db, row.reportId),
    assessmentOf(db, row.reportId),
    followUpRequestsOf(db, row),
    options.officersOf(market),
    openItemsOf(db, row),
    codedEventsOf(db, [row.reportId]),
    currentRelease(db, dictionaryOf(kind)),
  ]);
  const now = options.now?.() ?? new Date();
  const events = codedEvents.get(row.reportId)!;
  const source = { kind, values, coded: codedTermsOf(events, assessment.codes) };
  return {
    case: { ...row, overdue: isOverdue(row, now) },
    report: { locale: report.locale, schemaVersion: report.schemaVersion, payload: report.payload },
    // The report in words, from the values as typed (decoded from the stored codes), as the PV e-mail shows it.
    sections: reportSections(kind, values, t),
    assessment: {
      ...assessment,
      items: assessableItems(kind, values),
      draftNarrative: caseNarrativeDraft(source, market),
    },
    coding: { dictionary: dictionaryOf(kind), release: release ?? null, events },
    // The outbox counts failed attempts; a sent mail also had the attempt that went out.
    mail: mail.map((item) => ({ ...item, attempts: item.attempts + (item.status === 'sent' ? 1 : 0) })),
    officers,
    questions,
    timeline,
    chain,
    duplicates,
    openItems,
  };
}

/** An action on a case; its answer brings the case as it now is (`view`), so the page need not open it again. */
async function caseAction(
  db: Db,
  reference: string,
  action: string | undefined,
  req: CaseRequest,
  user: CaseStaff,
  options: CaseApiOptions,
): Promise<CaseAnswer> {
  const row = await findCase(db, reference, caseMarketsOf(user));
  if (!row) return error(404, 'not_found', 'noCaseInYourMarkets', { reference });
  const perform = req.method === 'POST' && action !== undefined && Object.hasOwn(CASE_ACTIONS, action) ? CASE_ACTIONS[action] : undefined;
  if (!perform) return error(405, 'method_not_allowed', 'notACaseAction');
  const refused = await perform(db, { reference, row, body: (req.body ?? {}) as Record<string, unknown>, actor: user.email, options, language: req.language });
  if (refused) return refused;
  // The action changed the case: read it again.
  return { status: 200, body: { view: await caseBody(db, (await findCase(db, reference))!, options) } };
}

interface ActionContext {
  reference: string;
  row: CaseRow;
  body: Record<string, unknown>;
  actor: string;
  options: CaseApiOptions;
  language?: string;
}

const textOf = (body: Record<string, unknown>, key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
const numberOf = (body: Record<string, unknown>, key: string) => (Number.isInteger(body[key]) ? (body[key] as number) : Number.NaN);

/** The officer's actions on a case: each applies itself (or answers a refusal) and records its event. */
const CASE_ACTIONS: Record<string, (db: Db, context: ActionContext) => Promise<CaseAnswer | void>> = {
  async status(db, { reference, body, actor }) {
    const to = textOf(body, 'to');
    if (!isCaseStatus(to)) return error(422, 'status', 'unknownStatus', { status: to ?? '(none)' });
    await changeStatus(db, { reference, to, actor, note: textOf(body, 'note') ?? null, closeAnyway: body.closeAnyway === true });
  },
  async forward(db, { reference, body, actor }) {
    const target = textOf(body, 'target');
    if (target !== 'authority' && target !== 'mah') return error(422, 'target', 'forwardTarget');
    await forwardCase(db, {
      reference,
      target,
      date: textOf(body, 'date') ?? '',
      externalReference: textOf(body, 'externalReference') ?? '',
      actor,
      note: textOf(body, 'note') ?? null,
    });
  },
  async duplicates(db, { reference, body, actor }) {
    const candidate = textOf(body, 'candidate');
    if (!candidate || typeof body.confirm !== 'boolean') return error(422, 'duplicate', 'duplicateDecision');
    await decideDuplicate(db, { reference, candidate, confirm: body.confirm, actor, note: textOf(body, 'note') ?? null });
  },
  async assign(db, { reference, row, body, actor, options }) {
    const to = body.to === null ? null : textOf(body, 'to');
    if (to === undefined) return error(422, 'assignee', 'notAnOfficer', { person: '(none)', market: row.market });
    await assignCase(db, { reference, to, actor, officers: await options.officersOf(row.market as Market) });
  },
  async seriousness(db, { reference, body, actor }) {
    if (typeof body.serious !== 'boolean') return error(422, 'serious', 'seriousnessNeedsReason');
    await assessSeriousness(db, { reference, serious: body.serious, reason: textOf(body, 'note') ?? '', actor });
  },
  async expectedness(db, { reference, body, actor }) {
    await assessExpectedness(db, { reference, expectedness: textOf(body, 'expectedness') ?? '', note: textOf(body, 'note'), actor });
  },
  async coding(db, { reference, body, actor }) {
    await codeReaction(db, {
      reference,
      actor,
      reaction: numberOf(body, 'reaction'),
      lltCode: textOf(body, 'lltCode') ?? '',
      lltTerm: textOf(body, 'lltTerm') ?? '',
      meddraVersion: textOf(body, 'meddraVersion') ?? '',
    });
  },
  async 'add-event'(db, { reference, body, actor, language }) {
    const criteria = Array.isArray(body.criteria) ? body.criteria.map(String) : [];
    await addCodedEvent(db, {
      reference,
      actor,
      language,
      reaction: numberOf(body, 'reaction'),
      lltCode: textOf(body, 'lltCode') ?? '',
      version: textOf(body, 'version') ?? '',
      criteria,
      outcome: numberOf(body, 'outcome'),
    });
  },
  async 'remove-event'(db, { reference, body, actor }) {
    await removeCodedEvent(db, { reference, actor, id: textOf(body, 'id') ?? '' });
  },
  async causality(db, { reference, body, actor }) {
    await assessCausality(db, {
      reference,
      actor,
      reaction: numberOf(body, 'reaction'),
      medicine: numberOf(body, 'medicine'),
      result: textOf(body, 'result') ?? '',
    });
  },
  async narrative(db, { reference, body, actor }) {
    await editNarrative(db, { reference, actor, narrative: textOf(body, 'narrative') ?? '' });
  },
  async questions(db, { reference, row, body, actor, options }) {
    await askReporter(db, {
      reference,
      actor,
      question: textOf(body, 'question') ?? '',
      dueOn: textOf(body, 'dueOn') ?? '',
      mail: options.reporterMail(row.market as Market),
      now: options.now?.(),
    });
  },
};

/** Answers one request; refusals carry their message in the officer's language. */
export async function handleCaseRequest(db: Db, req: CaseRequest, options: CaseApiOptions): Promise<CaseAnswer> {
  return withMessage(await answer(db, req, options), req.translate ?? inEnglish);
}

async function answer(db: Db, req: CaseRequest, options: CaseApiOptions): Promise<CaseAnswer> {
  const user = req.user;
  if (!user) return error(401, 'unauthenticated', 'signInFirst');
  const markets = caseMarketsOf(user);
  if (markets.length === 0) {
    return user.secondFactor || !seesHealthData(user) ? error(403, 'forbidden', 'roleHandlesNoReports') : error(403, 'second_factor', 'secondFactorFirst');
  }
  const [first, action] = req.path;
  try {
    if (req.method === 'GET' && (first === undefined || first === 'export')) {
      const parsed = filtersFrom(req.query, markets, user, options.now?.() ?? new Date());
      if ('refused' in parsed) return parsed.refused;
      const caseFilters = parsed.filters;
      if (first === undefined) {
        const page = Math.max(1, Number(req.query.get('page')) || 1);
        const list = await listCases(db, caseFilters, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
        return { status: 200, body: { ...list, page, pageSize: PAGE_SIZE } };
      }
      return await listExport(db, caseFilters, req.query.get('format') ?? 'csv', user, req.sheet ?? CASE_SHEET_CODES);
    }
    if (req.method === 'GET' && first === 'clocks') return { status: 200, body: await caseClocks(db, markets, options.now?.()) };
    if (req.method === 'GET' && first === 'due') {
      if (!mayDeleteCases(user)) return error(403, 'forbidden', 'adminDecidesDeletions');
      return { status: 200, body: { due: await casesDueForDeletion(db, options.retentionYears, markets) } };
    }
    if (!first) return error(405, 'method_not_allowed', 'notAListAction');
    if (!REFERENCE.test(first)) return error(404, 'not-found', 'noCase', { reference: first.replace(/[^\w-]/g, '?') });
    if (req.method === 'GET' && action === undefined) return await caseView(db, first, user, options);
    if (req.method === 'GET' && action === 'e2b') return await e2bDownload(db, first, user);
    if (req.method === 'GET' && action === 'terms') return await termLookup(db, first, user, req);
    if (req.method === 'DELETE' && action === undefined) {
      if (!mayDeleteCases(user)) return error(403, 'forbidden', 'adminDeletes');
      await deleteCase(db, { reference: first, actor: user.email, retentionYears: options.retentionYears });
      return { status: 200, body: { deleted: first } };
    }
    return await caseAction(db, first, action, req, user, options);
  } catch (caught) {
    if (!(caught instanceof CaseError)) throw caught;
    const status = { 'not-found': 404, transition: 409, scale: 400, invalid: 422 }[caught.code];
    return error(status, caught.code, caught.key, caught.vars);
  }
}
