import { createHash } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { Locale, Market } from '@/config/markets';
import { escapeXml, escapeXmlAttribute } from '@/lib/text';
import { e2bDate } from '@/features/pv/intake/partial-date';
import type { StoredGroup, StoredReport } from '@/features/pv/intake/record';
import type { ReportTexts } from '@/features/pv/intake/texts';
import type { GroupValues, ReportValues } from '@/features/pv/intake/validation';
import { COUNTRY, DOSING_INTERVAL, LANGUAGE, OBSERVATION, OID, ORGANIZER, SERIOUSNESS } from './codes';
import { additionalDrugInformation, caseNarrative, dosageText } from './narrative';
import { e2bSender, type E2bSender } from './sender';

/**
 * ICH E2B(R3) export of human reports: one HL7 v3 batch
 * (MCCI_IN200100UV01) holding one ICSR message (PORR_IN049016UV) per
 * report, written with xmlbuilder2. Structure, OIDs and code systems follow
 * the ICH example instance FAERS2022Scenario6.xml; tests/support/e2b checks
 * every export against it. Reactions go as the reporter's words (E.i.1.1a/b)
 * and, once the officer coded them, as MedDRA LLTs (E.i.2.1): a reaction the officer coded as several
 * events goes as one E.i per event, each with its seriousness (E.i.3.2) and outcome (E.i.7); the officer's
 * WHO-UMC causality goes as G.k.9.i.2.r and their narrative as H.1.
 */
export interface E2bCase {
  reference: string;
  receivedAt: Date;
  market: Market;
  locale: Locale;
  /** The report as the form holds it, for texts in words. */
  values: ReportValues;
  /** The coded report. */
  stored: StoredReport;
  /** The catalogue of the report's language, for the narrative's labels. */
  t: ReportTexts;
  /** For a follow-up: the case it adds to (C.1.10.r), whose first receipt stays the case's C.1.4. */
  followUpOf?: { reference: string; receivedAt: Date };
  /** The PV officer's assessment, as far as it went. */
  assessment?: E2bAssessment;
}

/** Positions are those of the report's reactions and medicines, from 0. */
export interface E2bAssessment {
  codes: Array<{ reaction: number; meddraVersion: string; lltCode: string }>;
  /** The coded events (MedDRA): where a reaction has them, they replace its single code and the reporter's seriousness and outcome. */
  events?: Array<{ reaction: number; version: string; lltCode: string; criteria: readonly string[]; outcome: number }>;
  /** WHO-UMC categories. */
  causality: Array<{ reaction: number; medicine: number; result: string }>;
  /** H.1 as the officer wrote it; the narrative drawn from the report without one. */
  narrative: string | null;
  /** C.1.7: serious and unlisted; unknown until expectedness was assessed. */
  expedited?: boolean;
}

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const HL7 = 'urn:hl7-org:v3';

type Attrs = Record<string, string | number>;
const pad = (n: number) => String(n).padStart(2, '0');

/** CCYYMMDDhhmmss+0000 in UTC. */
function e2bTimestamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}+0000`;
}

/** A stable UUID for an item of a report, so that exporting a report twice gives the same document. */
function itemId(reference: string, item: string): string {
  const hex = createHash('sha256').update(`${reference}/${item}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Texts longer than the element allows are cut; the narrative keeps the whole. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/*
 * Every text and attribute value goes in through `text` and `escaped`, escaped by packages/lib/text.ts,
 * because xmlbuilder2 does not escape them all: its writer (lib/writers/BaseWriter.js,
 * _serializeText and _serializeAttributeValue, 4.0.3) replaces `&` by constants.js's
 * nonEntityAmpersandRegex, /&(?![A-Za-z]+;|#\d+;)/g, so an `&` that starts anything shaped like a
 * reference stays as it is: a reporter's `x &e; y` made the batch not well formed and `&#60;b&#62;`
 * reached the safety database as `<b>`. No writer option turns that off. What we hand it holds no
 * `<` or `>` and only references of that shape (`&amp;`, `&#13;` …), which it writes unchanged;
 * e2b.test.ts parses every text back to what was typed, so a change of that rule fails there.
 */
const escaped = (attrs: Attrs) => Object.fromEntries(Object.entries(attrs).map(([name, value]) => [name, escapeXmlAttribute(String(value))]));
/** A text of the report, the officer or the sender, cut to what the element allows. */
const text = (element: XMLBuilder, value: string, max = Infinity) => element.txt(escapeXml(clip(value, max)));

const el = (parent: XMLBuilder, name: string, attrs: Attrs = {}) => parent.ele(name, escaped(attrs));
const typed = (parent: XMLBuilder, name: string, type: string, attrs: Attrs = {}) => parent.ele(name).att(XSI, 'xsi:type', type).att(escaped(attrs));
const obsCode = (parent: XMLBuilder, code: string) => el(parent, 'code', { code, codeSystem: OID.observation });
const observation = (parent: XMLBuilder) => el(parent, 'observation', { classCode: 'OBS', moodCode: 'EVN' });

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
}

function header(parent: XMLBuilder, sender: E2bSender, id: string, createdAt: string) {
  el(parent, 'id', { extension: id, root: OID.messageId });
  el(parent, 'creationTime', { value: createdAt });
  el(parent, 'interactionId', { extension: 'PORR_IN049016UV', root: OID.interaction });
  el(parent, 'processingCode', { code: 'P' });
  el(parent, 'processingModeCode', { code: 'T' });
  el(parent, 'acceptAckCode', { code: 'AL' });
  el(el(el(parent, 'receiver', { typeCode: 'RCV' }), 'device', { classCode: 'DEV', determinerCode: 'INSTANCE' }), 'id', {
    extension: sender.receiverId,
    root: OID.messageReceiver,
  });
  el(el(el(parent, 'sender', { typeCode: 'SND' }), 'device', { classCode: 'DEV', determinerCode: 'INSTANCE' }), 'id', {
    extension: sender.senderId,
    root: OID.messageSender,
  });
}

function patient(role: XMLBuilder, stored: StoredReport) {
  const player = el(role, 'player1', { classCode: 'PSN', determinerCode: 'INSTANCE' });
  const initials = str(stored.initials);
  if (initials) text(el(player, 'name'), initials, 60);
  else el(player, 'name', { nullFlavor: 'UNK' });
  if (typeof stored.gender === 'number') el(player, 'administrativeGenderCode', { code: stored.gender, codeSystem: OID.sex });
  else el(player, 'administrativeGenderCode', { nullFlavor: 'UNK' });
  if (str(stored.birthDate)) el(player, 'birthTime', { value: e2bDate(stored.birthDate as string) });
  const deathDate = ((stored.reactions as StoredGroup[] | undefined) ?? []).map((reaction) => str(reaction.deathDate)).find(Boolean);
  if (deathDate) el(player, 'deceasedTime', { value: e2bDate(deathDate) });

  const quantity = (code: string, value: unknown, unit: unknown) => {
    if (typeof value !== 'number' || typeof unit !== 'string') return;
    const obs = observation(el(role, 'subjectOf2', { typeCode: 'SBJ' }));
    obsCode(obs, code);
    typed(obs, 'value', 'PQ', { value, unit });
  };
  quantity(OBSERVATION.age, stored.age, stored.ageUnit);
  if (typeof stored.ageGroup === 'number') {
    const obs = observation(el(role, 'subjectOf2', { typeCode: 'SBJ' }));
    obsCode(obs, OBSERVATION.ageGroup);
    typed(obs, 'value', 'CE', { code: stored.ageGroup, codeSystem: OID.ageGroup });
  }
  quantity(OBSERVATION.weight, stored.weight, 'kg');
  quantity(OBSERVATION.height, stored.height, 'cm');
  const history = str(stored.patientInfo);
  if (history) {
    const organizer = el(el(role, 'subjectOf2', { typeCode: 'SBJ' }), 'organizer', { classCode: 'CATEGORY', moodCode: 'EVN' });
    el(organizer, 'code', { code: ORGANIZER.medicalHistory, codeSystem: OID.organizer });
    const obs = observation(el(organizer, 'component', { typeCode: 'COMP' }));
    obsCode(obs, OBSERVATION.medicalHistoryText);
    text(typed(obs, 'value', 'ED'), history, 10000);
  }
}

/** One E.i: a reaction as reported, or one coded event of it; `id` is what causality and rechallenge refer to. */
interface ReactionEntry {
  id: string;
  item: StoredGroup;
  index: number;
  event?: NonNullable<E2bAssessment['events']>[number];
}

/** The E.i entries of a report: each reaction once, or once per coded event. */
function reactionEntries(c: E2bCase): ReactionEntry[] {
  const reactions = (c.stored.reactions as StoredGroup[] | undefined) ?? [];
  return reactions.flatMap((item, index) => {
    const events = (c.assessment?.events ?? []).filter((event) => event.reaction === index);
    // The first keeps the reaction's id, so a report exported before and after coding names its reaction alike.
    const idOf = (n: number) => itemId(c.reference, n === 0 ? `reaction/${index}` : `reaction/${index}/event/${n}`);
    return events.length ? events.map((event, n) => ({ id: idOf(n), item, index, event })) : [{ id: idOf(0), item, index }];
  });
}

function reaction(role: XMLBuilder, { id, item, index, event }: ReactionEntry, c: E2bCase) {
  const obs = observation(el(role, 'subjectOf2', { typeCode: 'SBJ' }));
  el(obs, 'id', { root: id });
  obsCode(obs, OBSERVATION.reaction);
  const [start, end] = [str(item.reactionStart), str(item.reactionEnd)];
  if (start || end) {
    const time = typed(obs, 'effectiveTime', 'IVL_TS');
    if (start) el(time, 'low', { value: e2bDate(start) });
    if (end) el(time, 'high', { value: e2bDate(end) });
  }
  const coded = event ? { lltCode: event.lltCode, meddraVersion: event.version } : c.assessment?.codes.find((code) => code.reaction === index);
  const meddra: Attrs = coded ? { code: coded.lltCode, codeSystem: OID.meddra, codeSystemVersion: coded.meddraVersion } : { codeSystem: OID.meddra };
  text(el(typed(obs, 'value', 'CE', meddra), 'originalText', { language: LANGUAGE[c.locale] }), item.description as string, 250);
  el(
    el(el(el(obs, 'location', { typeCode: 'LOC' }), 'locatedEntity', { classCode: 'LOCE' }), 'locatedPlace', {
      classCode: 'COUNTRY',
      determinerCode: 'INSTANCE',
    }),
    'code',
    { code: COUNTRY[c.market], codeSystem: OID.country },
  );
  for (const [field, name, code] of SERIOUSNESS) {
    const criterion = observation(el(obs, 'outboundRelationship2', { typeCode: 'PERT' }));
    obsCode(criterion, code);
    const applies = event ? event.criteria.includes(name) : item.serious === 'yes' && item[field] === true;
    // E2B knows only "true" or "no information" for each criterion.
    typed(criterion, 'value', 'BL', applies ? { value: 'true' } : { nullFlavor: 'NI' });
  }
  const outcome = observation(el(obs, 'outboundRelationship2', { typeCode: 'PERT' }));
  obsCode(outcome, OBSERVATION.outcome);
  const outcomeCode = event ? event.outcome : typeof item.outcome === 'number' ? item.outcome : 0;
  typed(outcome, 'value', 'CE', { code: outcomeCode, codeSystem: OID.outcome });
}

function tests(role: XMLBuilder, c: E2bCase) {
  const results = str(c.stored.testResults);
  if (!results) return;
  const organizer = el(el(role, 'subjectOf2', { typeCode: 'SBJ' }), 'organizer', { classCode: 'CATEGORY', moodCode: 'EVN' });
  el(organizer, 'code', { code: ORGANIZER.tests, codeSystem: OID.organizer });
  const obs = observation(el(organizer, 'component', { typeCode: 'COMP' }));
  text(el(el(obs, 'code', { codeSystem: OID.meddra }), 'originalText'), c.t.fields.testResults, 250);
  text(typed(obs, 'value', 'ED'), results, 2000);
}

function dosage(administration: XMLBuilder, medicine: StoredGroup, words: GroupValues, c: E2bCase) {
  const regimen = el(el(administration, 'outboundRelationship2', { typeCode: 'COMP' }), 'substanceAdministration', { classCode: 'SBADM', moodCode: 'EVN' });
  const dose = dosageText(words, c.t);
  if (dose) text(el(regimen, 'text'), dose, 2000);
  const interval = DOSING_INTERVAL[str(medicine.frequency) ?? ''];
  const [start, stop] = [str(medicine.startDate), str(medicine.stopDate)];
  if (interval || start || stop) {
    const time = typed(regimen, 'effectiveTime', 'SXPR_TS');
    if (interval) el(typed(time, 'comp', 'PIVL_TS'), 'period', { value: interval.value, unit: interval.unit });
    if (start || stop) {
      const span = typed(time, 'comp', 'IVL_TS', { operator: 'A' });
      if (start) el(span, 'low', { value: e2bDate(start) });
      if (stop) el(span, 'high', { value: e2bDate(stop) });
    }
  }
  const route = str(medicine.route);
  if (route) {
    const other = route === 'other';
    const routeCode = el(regimen, 'routeCode', other ? {} : { code: route, codeSystem: OID.edqmRoute });
    const label = other ? str(medicine.routeOther) : (c.t.options.route as Record<string, string>)[words.route as string];
    if (label) text(el(routeCode, 'originalText'), label, 60);
  }
  if (typeof medicine.doseAmount === 'number' && str(medicine.doseUnit))
    el(regimen, 'doseQuantity', { value: medicine.doseAmount, unit: medicine.doseUnit as string });
  const batch = str(medicine.batch);
  const form = str(medicine.pharmaceuticalForm);
  if (batch || form) {
    const kind = el(el(regimen, 'consumable', { typeCode: 'CSM' }), 'instanceOfKind', { classCode: 'INST' });
    if (batch) text(el(el(kind, 'productInstanceInstance', { classCode: 'MMAT', determinerCode: 'INSTANCE' }), 'lotNumberText'), batch, 35);
    if (form) text(el(el(el(kind, 'kindOfProduct', { classCode: 'MMAT', determinerCode: 'KIND' }), 'formCode'), 'originalText'), form, 60);
  }
}

function medicine(organizer: XMLBuilder, item: StoredGroup, words: GroupValues, id: string, reactionIds: string[], c: E2bCase) {
  const administration = el(el(organizer, 'component', { typeCode: 'COMP' }), 'substanceAdministration', { classCode: 'SBADM', moodCode: 'EVN' });
  el(administration, 'id', { root: id });
  const product = el(el(el(administration, 'consumable', { typeCode: 'CSM' }), 'instanceOfKind', { classCode: 'INST' }), 'kindOfProduct', {
    classCode: 'MMAT',
    determinerCode: 'KIND',
  });
  text(el(product, 'name'), item.name as string, 250);
  dosage(administration, item, words, c);
  if (typeof c.stored.gestationWeeks === 'number') {
    const obs = observation(el(administration, 'outboundRelationship2', { typeCode: 'PERT' }));
    obsCode(obs, OBSERVATION.gestationPeriod);
    typed(obs, 'value', 'PQ', { value: c.stored.gestationWeeks, unit: 'wk' });
  }
  if (typeof item.rechallenge === 'number') {
    for (const reactionId of reactionIds) {
      const obs = observation(el(administration, 'outboundRelationship2', { typeCode: 'PERT' }));
      obsCode(obs, OBSERVATION.rechallenge);
      typed(obs, 'value', 'CE', { code: item.rechallenge, codeSystem: OID.rechallenge });
      el(el(el(obs, 'outboundRelationship1', { typeCode: 'REFR' }), 'actReference', { classCode: 'OBS', moodCode: 'EVN' }), 'id', { root: reactionId });
    }
  }
  for (const code of Array.isArray(item.specialSituations) ? item.specialSituations : []) {
    if (typeof code !== 'number') continue;
    const obs = observation(el(administration, 'outboundRelationship2', { typeCode: 'REFR' }));
    obsCode(obs, OBSERVATION.codedDrugInformation);
    typed(obs, 'value', 'CE', { code, codeSystem: OID.additionalDrugInfo });
  }
  const additional = additionalDrugInformation(words, c.t);
  if (additional) {
    const obs = observation(el(administration, 'outboundRelationship2', { typeCode: 'REFR' }));
    obsCode(obs, OBSERVATION.additionalInformation);
    text(typed(obs, 'value', 'ST'), additional, 2000);
  }
  const indication = str(item.condition);
  if (indication) {
    const obs = observation(el(administration, 'inboundRelationship', { typeCode: 'RSON' }));
    obsCode(obs, OBSERVATION.indication);
    text(el(typed(obs, 'value', 'CE', { codeSystem: OID.meddra }), 'originalText'), indication, 250);
    el(el(el(obs, 'performer', { typeCode: 'PRF' }), 'assignedEntity', { classCode: 'ASSIGNED' }), 'code', { code: '3', codeSystem: OID.assessmentSource });
  }
  if (typeof item.actionTaken === 'number') {
    el(el(el(administration, 'inboundRelationship', { typeCode: 'CAUS' }), 'act', { classCode: 'ACT', moodCode: 'EVN' }), 'code', {
      code: item.actionTaken,
      codeSystem: OID.actionTaken,
    });
  }
}

function primarySource(event: XMLBuilder, c: E2bCase, sender: E2bSender) {
  const relation = el(event, 'outboundRelationship', { typeCode: 'SPRT' });
  el(relation, 'priorityNumber', { value: 1 });
  const investigation = el(relation, 'relatedInvestigation', { classCode: 'INVSTG', moodCode: 'EVN' });
  el(investigation, 'code', { code: '2', codeSystem: OID.relatedReport });
  const entity = el(
    el(el(el(investigation, 'subjectOf2', { typeCode: 'SUBJ' }), 'controlActEvent', { classCode: 'CACT', moodCode: 'EVN' }), 'author', { typeCode: 'AUT' }),
    'assignedEntity',
    { classCode: 'ASSIGNED' },
  );
  const phone = str(c.stored.phone);
  if (phone) el(entity, 'telecom', { value: `tel:${clip(phone.replace(/[^+\d]/g, ''), 33)}` });
  const person = el(entity, 'assignedPerson', { classCode: 'PSN', determinerCode: 'INSTANCE' });
  const name = str(c.stored.reporterName);
  if (name) {
    const parts = name.split(/\s+/);
    const family = parts.length > 1 ? parts.pop()! : undefined;
    const nameElement = el(person, 'name');
    text(el(nameElement, 'given'), parts.join(' '), 60);
    if (family) text(el(nameElement, 'family'), family, 60);
  }
  const qualification = el(person, 'asQualifiedEntity', { classCode: 'QUAL' });
  if (typeof c.stored.qualification === 'number') el(qualification, 'code', { code: c.stored.qualification, codeSystem: OID.qualification });
  else el(qualification, 'code', { nullFlavor: 'UNK' });
  el(el(el(person, 'asLocatedEntity', { classCode: 'LOCE' }), 'location', { classCode: 'COUNTRY', determinerCode: 'INSTANCE' }), 'code', {
    code: sender.country,
    codeSystem: OID.country,
  });
  const organisation = str(c.stored.institution);
  if (organisation) {
    text(
      el(
        el(
          el(el(entity, 'representedOrganization', { classCode: 'ORG', determinerCode: 'INSTANCE' }), 'assignedEntity', { classCode: 'ASSIGNED' }),
          'representedOrganization',
          { classCode: 'ORG', determinerCode: 'INSTANCE' },
        ),
        'name',
      ),
      organisation,
      60,
    );
  }
}

function senderInformation(event: XMLBuilder, sender: E2bSender) {
  const entity = el(
    el(el(el(event, 'subjectOf1', { typeCode: 'SUBJ' }), 'controlActEvent', { classCode: 'CACT', moodCode: 'EVN' }), 'author', { typeCode: 'AUT' }),
    'assignedEntity',
    { classCode: 'ASSIGNED' },
  );
  el(entity, 'code', { code: '1', codeSystem: OID.senderType });
  if (sender.street) {
    const addr = el(entity, 'addr');
    text(el(addr, 'streetAddressLine'), sender.street, 100);
    text(el(addr, 'city'), sender.city!, 35);
    text(el(addr, 'postalCode'), sender.postcode!, 15);
  }
  el(entity, 'telecom', { value: `tel:${sender.phone}` });
  el(entity, 'telecom', { value: `mailto:${sender.email}` });
  el(
    el(el(el(entity, 'assignedPerson', { classCode: 'PSN', determinerCode: 'INSTANCE' }), 'asLocatedEntity', { classCode: 'LOCE' }), 'location', {
      classCode: 'COUNTRY',
      determinerCode: 'INSTANCE',
    }),
    'code',
    { code: sender.country, codeSystem: OID.country },
  );
  text(
    el(
      el(
        el(el(entity, 'representedOrganization', { classCode: 'ORG', determinerCode: 'INSTANCE' }), 'assignedEntity', { classCode: 'ASSIGNED' }),
        'representedOrganization',
        { classCode: 'ORG', determinerCode: 'INSTANCE' },
      ),
      'name',
    ),
    sender.organisation,
    100,
  );
}

/** The sender's case id (C.1.1), e.g. HR-FARMADRIA-NUS-2026-000042. */
/** G.k.9.i.2.r: the company's WHO-UMC assessment of one reaction and one medicine. */
function relatedness(assessment: XMLBuilder, result: string, reactionId: string, medicineId: string) {
  const causality = el(el(assessment, 'component', { typeCode: 'COMP' }), 'causalityAssessment', { classCode: 'OBS', moodCode: 'EVN' });
  obsCode(causality, OBSERVATION.causality);
  text(typed(causality, 'value', 'ST'), result.charAt(0).toUpperCase() + result.slice(1));
  text(el(el(causality, 'methodCode'), 'originalText'), 'WHO-UMC');
  text(el(el(el(el(causality, 'author', { typeCode: 'AUT' }), 'assignedEntity', { classCode: 'ASSIGNED' }), 'code'), 'originalText'), 'Company');
  el(el(el(causality, 'subject1', { typeCode: 'SUBJ' }), 'adverseEffectReference', { classCode: 'OBS', moodCode: 'EVN' }), 'id', { root: reactionId });
  el(el(el(causality, 'subject2', { typeCode: 'SUBJ' }), 'productUseReference', { classCode: 'SBADM', moodCode: 'EVN' }), 'id', { root: medicineId });
}

export function caseId(market: Market, reference: string): string {
  return `${e2bSender(market).caseIdPrefix}${reference}`;
}

function icsr(batch: XMLBuilder, c: E2bCase, createdAt: string) {
  if (c.stored.kind !== 'human') throw new TypeError(`E2B(R3) is for human medicines; ${c.reference} is ${c.stored.kind}`);
  const sender = e2bSender(c.market);
  const id = caseId(c.market, c.reference);
  const received = e2bTimestamp(c.receivedAt);
  const message = el(batch, 'PORR_IN049016UV');
  header(message, sender, id, createdAt);
  const act = el(message, 'controlActProcess', { classCode: 'CACT', moodCode: 'EVN' });
  el(act, 'code', { code: 'PORR_TE049016UV', codeSystem: OID.triggerEvent });
  el(act, 'effectiveTime', { value: createdAt });
  const event = el(el(act, 'subject', { typeCode: 'SUBJ' }), 'investigationEvent', { classCode: 'INVSTG', moodCode: 'EVN' });
  el(event, 'id', { extension: id, root: OID.caseId });
  el(event, 'id', { extension: id, root: OID.worldwideCaseId });
  el(event, 'code', { code: 'PAT_ADV_EVNT', codeSystem: OID.actCode });
  text(el(event, 'text'), c.assessment?.narrative ?? caseNarrative(c.values, c.t), 100000);
  el(event, 'statusCode', { code: 'active' });
  el(el(event, 'effectiveTime'), 'low', { value: c.followUpOf ? e2bTimestamp(c.followUpOf.receivedAt) : received });
  el(event, 'availabilityTime', { value: received });

  const assessment = el(el(event, 'component', { typeCode: 'COMP' }), 'adverseEventAssessment', { classCode: 'INVSTG', moodCode: 'EVN' });
  const role = el(el(assessment, 'subject1', { typeCode: 'SBJ' }), 'primaryRole', { classCode: 'INVSBJ' });
  patient(role, c.stored);
  const entries = reactionEntries(c);
  entries.forEach((entry) => reaction(role, entry, c));
  const reactionIds = entries.map((entry) => entry.id);
  tests(role, c);
  const medicines = (c.stored.medicines as StoredGroup[] | undefined) ?? [];
  const words = (c.values.medicines as GroupValues[] | undefined) ?? [];
  const medicineIds = medicines.map((_, index) => itemId(c.reference, `medicine/${index}`));
  const drugs = el(el(role, 'subjectOf2', { typeCode: 'SBJ' }), 'organizer', { classCode: 'CATEGORY', moodCode: 'EVN' });
  el(drugs, 'code', { code: ORGANIZER.drugs, codeSystem: OID.organizer });
  medicines.forEach((item, index) => medicine(drugs, item, words[index] ?? {}, medicineIds[index]!, reactionIds, c));
  medicines.forEach((item, index) => {
    const causality = el(el(assessment, 'component', { typeCode: 'COMP' }), 'causalityAssessment', { classCode: 'OBS', moodCode: 'EVN' });
    obsCode(causality, OBSERVATION.drugRole);
    typed(causality, 'value', 'CE', { code: item.role as number, codeSystem: OID.drugRole });
    el(el(el(causality, 'subject2', { typeCode: 'SUBJ' }), 'productUseReference', { classCode: 'SBADM', moodCode: 'EVN' }), 'id', {
      root: medicineIds[index]!,
    });
  });
  for (const item of c.assessment?.causality ?? []) {
    const medicineId = medicineIds[item.medicine];
    // The officer judged the reaction: the judgement holds for each event it was coded as.
    for (const entry of entries.filter((candidate) => candidate.index === item.reaction))
      if (medicineId) relatedness(assessment, item.result, entry.id, medicineId);
  }

  const flag = (code: string, value: Attrs) => {
    const observationEvent = el(el(event, 'component', { typeCode: 'COMP' }), 'observationEvent', { classCode: 'OBS', moodCode: 'EVN' });
    obsCode(observationEvent, code);
    typed(observationEvent, 'value', 'BL', value);
  };
  flag(OBSERVATION.additionalDocuments, { value: 'false' });
  // Expedited reporting depends on expectedness: unknown until the officer assessed it.
  const expedited = c.assessment?.expedited;
  flag(OBSERVATION.localCriteria, expedited === undefined ? { nullFlavor: 'NI' } : { value: String(expedited) });

  const firstSender = el(el(event, 'outboundRelationship', { typeCode: 'SPRT' }), 'relatedInvestigation', { classCode: 'INVSTG', moodCode: 'EVN' });
  el(firstSender, 'code', { code: '1', codeSystem: OID.relatedReport });
  el(
    el(
      el(el(el(firstSender, 'subjectOf2', { typeCode: 'SUBJ' }), 'controlActEvent', { classCode: 'CACT', moodCode: 'EVN' }), 'author', { typeCode: 'AUT' }),
      'assignedEntity',
      { classCode: 'ASSIGNED' },
    ),
    'code',
    { code: '2', codeSystem: OID.firstSender },
  );
  if (c.followUpOf) {
    const linked = el(el(event, 'outboundRelationship', { typeCode: 'SPRT' }), 'relatedInvestigation', { classCode: 'INVSTG', moodCode: 'EVN' });
    el(linked, 'code', { nullFlavor: 'NA' });
    const linkedEvent = el(el(linked, 'subjectOf2', { typeCode: 'SUBJ' }), 'controlActEvent', { classCode: 'CACT', moodCode: 'EVN' });
    el(linkedEvent, 'id', { extension: caseId(c.market, c.followUpOf.reference), root: OID.worldwideCaseId });
  }
  primarySource(event, c, sender);
  senderInformation(event, sender);
  const characteristic = (code: string, type: string, value: Attrs) => {
    const item = el(el(event, 'subjectOf2', { typeCode: 'SUBJ' }), 'investigationCharacteristic', { classCode: 'OBS', moodCode: 'EVN' });
    el(item, 'code', { code, codeSystem: OID.characteristic });
    typed(item, 'value', type, value);
  };
  characteristic('1', 'CE', { code: '1', codeSystem: OID.reportType });
  characteristic('2', 'BL', { nullFlavor: 'NI' });
}

/** One E2B(R3) batch of human reports as UTF-8 XML text. */
export function e2bBatch(cases: E2bCase[], { now = new Date(), market }: { now?: Date; market: Market }): string {
  const sender = e2bSender(market);
  const createdAt = e2bTimestamp(now);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(HL7, 'MCCI_IN200100UV01', escaped({ ITSVersion: 'XML_1.0' }));
  root.att('http://www.w3.org/2000/xmlns/', 'xmlns:xsi', XSI);
  el(root, 'id', { extension: `${sender.senderId}-${createdAt.slice(0, 14)}-${cases.length}`, root: OID.batchNumber });
  el(root, 'creationTime', { value: createdAt });
  el(root, 'responseModeCode', { code: 'D' });
  el(root, 'interactionId', { extension: 'MCCI_IN200100UV01', root: OID.interaction });
  el(root, 'name', { code: '1', codeSystem: OID.messageType });
  for (const c of cases) icsr(root, c, createdAt);
  el(el(el(root, 'receiver', { typeCode: 'RCV' }), 'device', { classCode: 'DEV', determinerCode: 'INSTANCE' }), 'id', {
    extension: sender.receiverId,
    root: OID.batchReceiver,
  });
  el(el(el(root, 'sender', { typeCode: 'SND' }), 'device', { classCode: 'DEV', determinerCode: 'INSTANCE' }), 'id', {
    extension: sender.senderId,
    root: OID.batchSender,
  });
  return root.end({ prettyPrint: true });
}
