/**
 * The narrative draft an officer starts from: the case told in prose, in the
 * case's language and in English, from what the report holds and the
 * officer's coding. It says nothing the report does not hold: a fact not
 * given leaves no words (no "unknown", no guessed age). Sentences come from
 * narrative-words.ts.
 */
import { defaultLocale, type Locale, type Market } from '@/config/markets';
import type { ReportKind } from '@/features/pv/intake/fields';
import { optionLabel, type ReportTexts } from '@/features/pv/intake/texts';
import type { GroupValues, ReportValues } from '@/features/pv/intake/validation';
import { messagesFor } from '@/i18n/messages';
import { narrativeWords, SERIOUSNESS_CRITERIA, type AgeUnit, type HumanReporter, type NarrativeWords, type PersonPhrase } from './narrative-words';

/** The officer's coding: terms by the reaction's 0-based position (a reaction may carry several). */
export type CodedTerms = ReadonlyArray<{ reaction: number; lltTerm: string }>;

export interface NarrativeSource {
  kind: ReportKind;
  values: ReportValues;
  coded?: CodedTerms;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const groups = (values: ReportValues, key: string) => ((values[key] as GroupValues[] | undefined) ?? []).filter((item) => item && typeof item === 'object');
const FULL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PARTIAL_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const dateOf = (value: unknown) => (typeof value === 'string' && PARTIAL_DATE.test(value) ? value : undefined);
const wholeNumber = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : undefined);
const decimalNumber = (value: unknown) => (typeof value === 'string' && /^\d+([.,]\d+)?$/.test(value.trim()) ? value.trim() : undefined);
const isOneOf = <T extends string>(value: unknown, keys: readonly T[]): value is T => typeof value === 'string' && (keys as readonly string[]).includes(value);
const AGE_UNITS = ['years', 'months', 'weeks', 'days'] as const;

/** A sentence: its first letter as written, one full stop at its end (a date or "kom." may bring its own). */
const sentence = (words: string) => (/[.!?…]$/.test(words) ? words : `${words}.`);
/** The reporter's words as a quotation: without their own closing full stop. */
const quoted = (words: string) => words.replace(/[\s.]+$/u, '');

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** When a reaction began: days after the first suspect medicine with a start to the day, else its date; nothing when not given. */
function onset(w: NarrativeWords, start: unknown, firstSuspect: { name: string; start: string } | undefined): string {
  const date = dateOf(start);
  if (!date) return '';
  if (firstSuspect && FULL_DATE.test(date)) {
    const days = daysBetween(firstSuspect.start, date);
    if (days === 0) return w.onsetSameDay(firstSuspect.name);
    if (days > 0) return w.onsetAfter(days, firstSuspect.name);
  }
  return w.onsetOn(date);
}

/** A reaction as coded (its terms), else in the reporter's words; nothing when neither is there. */
function reactionName(description: unknown, index: number, coded: CodedTerms): { term: string; coded: boolean } | undefined {
  const terms = coded
    .filter((code) => code.reaction === index)
    .map((code) => code.lltTerm.trim())
    .filter(Boolean);
  if (terms.length) return { term: terms.join(', '), coded: true };
  const words = text(description);
  return words ? { term: quoted(words), coded: false } : undefined;
}

function seriousness(
  w: NarrativeWords,
  scope: GroupValues | ReportValues,
  phrases: { serious: (criteria: string[]) => string; notSerious: string },
): string | undefined {
  if (scope.serious === 'no') return phrases.notSerious;
  if (scope.serious !== 'yes') return undefined;
  return phrases.serious(SERIOUSNESS_CRITERIA.filter((criterion) => scope[criterion] === true).map((criterion) => w.criteria[criterion]));
}

interface Product {
  name: string;
  role: 'suspect' | 'interacting' | 'veterinary';
  start?: string;
  item: GroupValues;
}

/** Suspect and interacting medicines (human) or suspect products (veterinary), as given. */
function productsOf(kind: ReportKind, values: ReportValues): Product[] {
  return groups(values, kind === 'human' ? 'medicines' : 'products').flatMap((item): Product[] => {
    const name = text(item.name);
    const role = item.role ?? 'suspect';
    if (!name || (role !== 'suspect' && role !== 'interacting')) return [];
    const start = dateOf(kind === 'human' ? item.startDate : item.therapyStart);
    return [{ name, role: kind === 'veterinary' ? 'veterinary' : role, start, item }];
  });
}

function doseOf(w: NarrativeWords, t: ReportTexts, product: Product): string | undefined {
  const amount = decimalNumber(product.item.doseAmount);
  const unit = text(product.item.doseUnit);
  if (amount && unit) {
    const count = Number(amount.replace(',', '.'));
    const unitWord = unit === 'dosageForm' ? w.dosageForms(count) : optionLabel(t, 'doseUnit', unit);
    const frequency = isOneOf(product.item.frequency, Object.keys(w.frequency) as Array<keyof NarrativeWords['frequency']>)
      ? ` ${w.frequency[product.item.frequency]}`
      : '';
    return `${w.decimal(amount)} ${unitWord}${frequency}`;
  }
  return text(product.item.dose);
}

function productSentences(w: NarrativeWords, t: ReportTexts, kind: ReportKind, product: Product): string[] {
  const dose = doseOf(w, t, product);
  const routeKey = text(product.item.route);
  const route =
    routeKey === 'other' ? text(product.item.routeOther) : routeKey && optionLabel(t, kind === 'human' ? 'route' : 'vetRoute', routeKey).toLocaleLowerCase();
  const dailyDose = kind === 'human' ? text(product.item.dailyDose) : undefined;
  return [
    w.suspect(product.name, product.role),
    product.start && w.started(product.start),
    dose && w.dose(dose),
    dailyDose && w.dailyDose(dailyDose),
    route && w.route(route),
  ].filter((part): part is string => Boolean(part));
}

function challengeSentences(w: NarrativeWords, product: Product): string[] {
  const { dechallenge, rechallenge } = product.item;
  return [
    isOneOf(dechallenge, Object.keys(w.dechallenge) as Array<keyof NarrativeWords['dechallenge']>) ? w.dechallenge[dechallenge](product.name) : undefined,
    isOneOf(rechallenge, Object.keys(w.rechallenge) as Array<keyof NarrativeWords['rechallenge']>) ? w.rechallenge[rechallenge](product.name) : undefined,
  ].filter((part): part is string => Boolean(part));
}

function personOf(sex: unknown, age: number | undefined, unit: unknown, group: unknown): PersonPhrase {
  return {
    sex: sex === 'F' || sex === 'M' ? sex : undefined,
    age: age === undefined ? undefined : { value: age, unit: isOneOf(unit, AGE_UNITS) ? unit : 'years' },
    group: isOneOf(group, ['neonate', 'infant', 'child', 'adolescent', 'adult', 'elderly'] as const) ? group : undefined,
  };
}

function humanReporter(values: ReportValues): HumanReporter | undefined {
  const { qualification, onBehalfOf } = values;
  if (qualification === 'patient') return onBehalfOf === 'self' ? 'patientSelf' : 'patientOther';
  return isOneOf(qualification, ['physician', 'pharmacist', 'otherProfessional'] as const) ? qualification : undefined;
}

function humanNarrative(w: NarrativeWords, t: ReportTexts, values: ReportValues, coded: CodedTerms): string[] {
  const products = productsOf('human', values);
  const firstSuspect = products.find((product) => product.role === 'suspect' && product.start && FULL_DATE.test(product.start));
  const age = values.ageFormat === undefined || values.ageFormat === 'age' ? wholeNumber(values.age) : undefined;
  const subject = w.person(personOf(values.gender, age, values.ageUnit, values.ageFormat === 'ageGroup' ? values.ageGroup : undefined));
  const weight = values.healthDetails === 'yes' || values.healthDetails === undefined ? decimalNumber(values.weight) : undefined;
  const reactions = groups(values, 'reactions').flatMap((reaction, index) => {
    const name = reactionName(reaction.description, index, coded);
    if (!name) return [];
    const when = onset(w, reaction.reactionStart, firstSuspect && { name: firstSuspect.name, start: firstSuspect.start! });
    return [{ name: w.reaction(name.term, name.coded) + when, reaction }];
  });
  const told = reactions.flatMap(({ name, reaction }, position) => [
    position === 0 ? w.developed(subject, weight && w.decimal(weight), name) : w.developedAlso(subject.gender, name),
    seriousness(w, reaction, { serious: w.serious, notSerious: w.notSerious }),
    isOneOf(reaction.outcome, Object.keys(w.outcome) as Array<keyof NarrativeWords['outcome']>) ? w.outcome[reaction.outcome] : undefined,
  ]);
  const reporter = humanReporter(values);
  return [
    ...told,
    ...products.flatMap((product) => productSentences(w, t, 'human', product)),
    ...products.flatMap((product) => challengeSentences(w, product)),
    reporter && w.reporter[reporter],
  ].filter((part): part is string => Boolean(part));
}

function animalFacts(w: NarrativeWords, t: ReportTexts, values: ReportValues): string[] {
  const species =
    values.species === 'other' ? text(values.speciesOther) : text(values.species) && optionLabel(t, 'species', values.species as string).toLocaleLowerCase();
  const breed = text(values.breed);
  const gender = text(values.animalGender);
  const age = decimalNumber(values.animalAge);
  const weight = decimalNumber(values.weight);
  const unit: AgeUnit = isOneOf(values.animalAgeUnit, AGE_UNITS) ? values.animalAgeUnit : 'years';
  return [
    species && (breed ? `${species} ${w.breed(breed)}` : species),
    !species && breed ? w.breed(breed) : undefined,
    gender && gender !== 'unknown' ? optionLabel(t, 'animalGender', gender).toLocaleLowerCase() : undefined,
    age && w.animalAge(Number(age.replace(',', '.')), w.decimal(age), unit),
    weight && w.animalWeight(w.decimal(weight)),
  ].filter((part): part is string => Boolean(part));
}

function veterinaryNarrative(w: NarrativeWords, t: ReportTexts, values: ReportValues, coded: CodedTerms): string[] {
  const products = productsOf('veterinary', values);
  const firstSuspect = products.find((product) => product.start && FULL_DATE.test(product.start));
  const exposure = values.reportType === 'humanExposure';
  const facts = exposure ? [] : animalFacts(w, t, values);
  const person = exposure ? personOf(values.humanGender, wholeNumber(values.humanAge), 'years', undefined) : undefined;
  const counts = {
    treated: wholeNumber(values.numberTreated)?.toString(),
    affected: wholeNumber(values.numberAffected)?.toString(),
    died: wholeNumber(values.numberDied)?.toString(),
  };
  const name = reactionName(values.description, 0, coded);
  const type = isOneOf(values.reportType, ['animalReaction', 'humanExposure', 'lackOfEfficacy', 'residue', 'environmental'] as const)
    ? values.reportType
    : undefined;
  const reporter = isOneOf(values.reporterType, ['veterinarian', 'owner', 'healthcareWorker', 'other'] as const) ? values.reporterType : undefined;
  return [
    facts.length ? w.animal(facts) : undefined,
    !exposure && (counts.treated || counts.affected || counts.died) ? w.animalCounts(counts) : undefined,
    person && (person.sex || person.age) ? w.exposedPerson(w.person(person).phrase) : undefined,
    name && type
      ? w.event(type, w.term(name.term, name.coded) + onset(w, values.effectDate, firstSuspect && { name: firstSuspect.name, start: firstSuspect.start! }))
      : undefined,
    seriousness(w, values, { serious: w.eventSerious, notSerious: w.eventNotSerious }),
    isOneOf(values.vetOutcome, Object.keys(w.vetOutcome) as Array<keyof NarrativeWords['vetOutcome']>) ? w.vetOutcome[values.vetOutcome] : undefined,
    ...products.flatMap((product) => productSentences(w, t, 'veterinary', product)),
    reporter && w.reporter[reporter],
  ].filter((part): part is string => Boolean(part));
}

/** The case in prose, in one language; `t` is that language's report catalogue (for the names of routes, units and species). */
export function narrativeDraft(source: NarrativeSource, locale: Locale, t: ReportTexts): string {
  const w = narrativeWords[locale];
  const coded = source.coded ?? [];
  const sentences = source.kind === 'human' ? humanNarrative(w, t, source.values, coded) : veterinaryNarrative(w, t, source.values, coded);
  return sentences.map(sentence).join(' ');
}

/** A reaction's coded events name it; a reaction without any, the code typed before a release was loaded. */
export function codedTermsOf(
  events: ReadonlyArray<{ reaction: number; lltName: string }>,
  typed: ReadonlyArray<{ reaction: number; lltTerm: string }>,
): CodedTerms {
  return [
    ...events.map((event) => ({ reaction: event.reaction, lltTerm: event.lltName })),
    ...typed.filter((code) => !events.some((event) => event.reaction === code.reaction)),
  ];
}

/** The draft the officer starts from, and H.1 until they save theirs: in the case's language, then in English. */
export function caseNarrativeDraft(source: NarrativeSource, market: Market): string {
  const locale = defaultLocale(market);
  return [narrativeDraft(source, locale, messagesFor(locale).report), narrativeDraft(source, 'en', messagesFor('en').report)].join('\n\n');
}
