/**
 * The narrative draft's sentences in each language (narrative.ts assembles
 * them). The sentences are kept simple enough to be right whatever the case
 * holds: the patient's noun picks the verb's gender ("64-godišnja žena je
 * razvila", "dijete je razvilo"), counts take their plural form from the
 * language's plural rules, and what the reporter wrote stands in quotation
 * marks or as a label after a noun in a fixed case ("primjene lijeka Sirup X"),
 * so it is never declined. A missing sentence is a type error, so every
 * language says everything.
 */
import type { Locale } from '@/config/markets';

/** The gender a sentence's subject gives its verb and adjectives: feminine, masculine, neuter. */
type Gender = 'f' | 'm' | 'n';
export type AgeUnit = 'years' | 'months' | 'weeks' | 'days';
type Sex = 'F' | 'M';
export const SERIOUSNESS_CRITERIA = [
  'seriousDeath',
  'seriousLifeThreatening',
  'seriousHospitalisation',
  'seriousDisabling',
  'seriousCongenital',
  'seriousOther',
] as const;
type Criterion = (typeof SERIOUSNESS_CRITERIA)[number];
type Outcome = 'recovered' | 'recovering' | 'notRecovered' | 'recoveredWithSequelae' | 'fatal' | 'unknown';
type VetOutcome = 'recovered' | 'recovering' | 'aliveWithSequelae' | 'died' | 'euthanised' | 'unknown';
type Frequency = 'onceDaily' | 'twiceDaily' | 'threeTimesDaily' | 'fourTimesDaily' | 'weekly' | 'asNeeded' | 'once';
type Dechallenge = 'abated' | 'didNotAbate' | 'unknownOutcome' | 'notStopped';
type Rechallenge = 'recurred' | 'didNotRecur' | 'unknownOutcome' | 'notRegiven';
type AgeGroup = 'neonate' | 'infant' | 'child' | 'adolescent' | 'adult' | 'elderly';
export type HumanReporter = 'physician' | 'pharmacist' | 'otherProfessional' | 'patientSelf' | 'patientOther';
type VetReporter = 'veterinarian' | 'owner' | 'healthcareWorker' | 'other';
type VetReportType = 'animalReaction' | 'humanExposure' | 'lackOfEfficacy' | 'residue' | 'environmental';

/** A partial date as stored: 2026, 2026-11 or 2026-11-05. */
type PartialDate = string;

export interface PersonPhrase {
  sex?: Sex;
  age?: { value: number; unit: AgeUnit };
  group?: AgeGroup;
}

export interface NarrativeWords {
  /** The person: "64-godišnja žena" and the gender its verb takes. */
  person(person: PersonPhrase): { phrase: string; gender: Gender };
  /** "64-godišnja žena, tjelesne mase 70 kg, razvila je {reaction}{onset}". */
  developed(subject: { phrase: string; gender: Gender }, weight: string | undefined, reaction: string): string;
  /** A further reaction of the same person: "Razvila je i {reaction}". */
  developedAlso(gender: Gender, reaction: string): string;
  /** A reaction by its coded term, or by the reporter's words quoted, as the object of "developed". */
  reaction(term: string, coded: boolean): string;
  /** The same, standing alone (after a colon). */
  term(term: string, coded: boolean): string;
  onsetAfter(days: number, medicine: string): string;
  onsetSameDay(medicine: string): string;
  onsetOn(date: PartialDate): string;
  serious(criteria: string[]): string;
  notSerious: string;
  criteria: Record<Criterion, string>;
  outcome: Record<Outcome, string>;
  suspect(name: string, role: 'suspect' | 'interacting' | 'veterinary'): string;
  started(date: PartialDate): string;
  dose(dose: string): string;
  dailyDose(text: string): string;
  route(route: string): string;
  frequency: Record<Frequency, string>;
  /** "2 jedinice": one dosage form (a tablet, a capsule) counted. */
  dosageForms(count: number): string;
  dechallenge: Record<Dechallenge, (medicine: string) => string>;
  rechallenge: Record<Rechallenge, (medicine: string) => string>;
  reporter: Record<HumanReporter | VetReporter, string>;
  animal(facts: string[]): string;
  breed(breed: string): string;
  animalAge(value: number, written: string, unit: AgeUnit): string;
  animalWeight(weight: string): string;
  animalCounts(counts: { treated?: string; affected?: string; died?: string }): string;
  exposedPerson(phrase: string): string;
  event(type: VetReportType, reaction: string): string;
  eventSerious(criteria: string[]): string;
  eventNotSerious: string;
  vetOutcome: Record<VetOutcome, string>;
  date(date: PartialDate): string;
  /** A decimal as the language writes it. */
  decimal(written: string): string;
}

const pluralOf = (locale: Locale, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;

const list = (criteria: string[]) => (criteria.length ? ` (${criteria.join(', ')})` : '');
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const ISO_PARTS = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
/** "5. 11. 2026." (hr, bs), "5. 11. 2026" (sl): figures, which need no month declined. */
function numericDate(date: PartialDate, finalStop: boolean): string {
  const [, year, month, day] = ISO_PARTS.exec(date) ?? [];
  const parts = [day, month].filter((part): part is string => part !== undefined).map((part) => `${Number(part)}.`);
  return [...parts, `${year}${finalStop ? '.' : ''}`].join(' ');
}

/** Croatian and Bosnian share their grammar; their words differ. */
function southSlavic(locale: 'hr' | 'bs'): NarrativeWords {
  const bs = locale === 'bs';
  const ageStems: Record<AgeUnit, string> = { years: 'godišnj', months: 'mjesečn', weeks: bs ? 'sedmičn' : 'tjedn', days: 'dnevn' };
  const nouns = {
    adult: { F: ['žena', 'f'], M: ['muškarac', 'm'], unknown: ['osoba', 'f'] },
    child: { F: ['djevojčica', 'f'], M: ['dječak', 'm'], unknown: ['dijete', 'n'] },
  } as const;
  const groups: Record<AgeGroup, string> = bs
    ? { neonate: 'novorođenčad', infant: 'dojenčad', child: 'djeca', adolescent: 'adolescenti', adult: 'odrasli', elderly: 'starije osobe' }
    : { neonate: 'novorođenčad', infant: 'dojenčad', child: 'djeca', adolescent: 'adolescenti', adult: 'odrasli', elderly: 'starije osobe' };
  const verb = (gender: Gender) => ({ f: 'razvila', m: 'razvio', n: 'razvilo' })[gender];
  const reactionNoun = bs ? 'neželjeno djelovanje' : 'nuspojavu';
  const reactionSubject = bs ? 'Neželjeno djelovanje' : 'Nuspojava';
  const medicine = (name: string) => `lijeka ${name}`;
  const days = (count: number) => pluralOf(locale, count, { one: 'dan', other: 'dana' });
  const units: Record<AgeUnit, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
    years: { one: 'godina', few: 'godine', other: 'godina' },
    months: { one: 'mjesec', few: 'mjeseca', other: 'mjeseci' },
    weeks: bs ? { one: 'sedmica', few: 'sedmice', other: 'sedmica' } : { one: 'tjedan', few: 'tjedna', other: 'tjedana' },
    days: { one: 'dan', other: 'dana' },
  };
  const agreeing = (stem: string, gender: Gender) => stem + (stem.endsWith('j') ? { f: 'a', m: 'i', n: 'e' }[gender] : { f: 'a', m: 'i', n: 'o' }[gender]);
  return {
    person({ sex, age, group }) {
      const child = age ? age.unit !== 'years' || age.value < 18 : group !== undefined && ['neonate', 'infant', 'child', 'adolescent'].includes(group);
      const [noun, gender] = nouns[child ? 'child' : 'adult'][sex ?? 'unknown'];
      const adjective = age ? `${age.value}-${agreeing(ageStems[age.unit], gender)} ` : '';
      const groupNote = !age && group ? ` (${bs ? 'starosna grupa' : 'dobna skupina'}: ${groups[group]})` : '';
      return { phrase: `${adjective}${noun}${groupNote}`, gender };
    },
    developed: (subject, weight, reaction) =>
      weight
        ? `${capitalise(subject.phrase)}, tjelesne mase ${weight} kg, ${verb(subject.gender)} je ${reaction}`
        : `${capitalise(subject.phrase)} je ${verb(subject.gender)} ${reaction}`,
    developedAlso: (gender, reaction) => `${capitalise(verb(gender))} je i ${reaction}`,
    reaction: (term, coded) => `${reactionNoun} ${coded ? term : `„${term}“`}`,
    term: (term, coded) => (coded ? term : `„${term}“`),
    onsetAfter: (count, name) => `, ${count} ${days(count)} nakon početka primjene ${medicine(name)}`,
    onsetSameDay: (name) => `, na dan početka primjene ${medicine(name)}`,
    onsetOn: (date) => `, s početkom ${numericDate(date, true)}`,
    serious: (criteria) => `${reactionSubject} je ${bs ? 'ozbiljno' : 'ozbiljna'}${list(criteria)}`,
    notSerious: `${reactionSubject} nije ${bs ? 'ozbiljno' : 'ozbiljna'}`,
    criteria: {
      seriousDeath: 'smrt',
      seriousLifeThreatening: 'opasnost po život',
      seriousHospitalisation: bs ? 'bolničko liječenje ili njegovo produženje' : 'bolničko liječenje ili njegovo produljenje',
      seriousDisabling: bs ? 'trajni ili značajni invaliditet' : 'trajna ili značajna nesposobnost',
      seriousCongenital: bs ? 'urođena anomalija' : 'prirođena anomalija',
      seriousOther: 'drugo medicinski značajno stanje',
    },
    outcome: bs
      ? {
          recovered: 'Neželjeno djelovanje se povuklo',
          recovering: 'Neželjeno djelovanje se povlači',
          notRecovered: 'Neželjeno djelovanje se nije povuklo',
          recoveredWithSequelae: 'Neželjeno djelovanje se povuklo uz posljedice',
          fatal: 'Ishod je smrtni',
          unknown: 'Ishod nije poznat',
        }
      : {
          recovered: 'Nuspojava se povukla',
          recovering: 'Nuspojava se povlači',
          notRecovered: 'Nuspojava se nije povukla',
          recoveredWithSequelae: 'Nuspojava se povukla uz posljedice',
          fatal: 'Ishod je smrtni',
          unknown: 'Ishod nije poznat',
        },
    suspect: (name, role) =>
      ({ suspect: 'Sumnjivi lijek je', interacting: 'Lijek u interakciji je', veterinary: 'Sumnjivi veterinarski lijek je' })[role] + ` ${name}`,
    started: (date) => `Primjena je počela ${numericDate(date, true)}`,
    dose: (dose) => `Doza je bila ${dose}`,
    dailyDose: (text) => `Dnevna doza: ${text}`,
    route: (route) => `Put primjene: ${route}`,
    frequency: {
      onceDaily: 'jednom dnevno',
      twiceDaily: bs ? 'dva puta dnevno' : 'dvaput dnevno',
      threeTimesDaily: bs ? 'tri puta dnevno' : 'triput dnevno',
      fourTimesDaily: 'četiri puta dnevno',
      weekly: bs ? 'jednom sedmično' : 'jednom tjedno',
      asNeeded: 'po potrebi',
      once: 'jednokratno',
    },
    dosageForms: (count) => pluralOf(locale, count, { one: 'jedinica', few: 'jedinice', other: 'jedinica' }),
    dechallenge: {
      abated: (name) => `Nakon prekida primjene ${medicine(name)} tegobe su se povukle`,
      didNotAbate: (name) => `Nakon prekida primjene ${medicine(name)} tegobe se nisu povukle`,
      unknownOutcome: (name) => `Primjena ${medicine(name)} je prekinuta; nije poznato jesu li se tegobe povukle`,
      notStopped: (name) => `Primjena ${medicine(name)} nije prekinuta`,
    },
    rechallenge: {
      recurred: (name) => `Nakon ponovne primjene ${medicine(name)} tegobe su se vratile`,
      didNotRecur: (name) => `Nakon ponovne primjene ${medicine(name)} tegobe se nisu vratile`,
      unknownOutcome: (name) => `Lijek ${name} je ponovno primijenjen; ishod nije poznat`,
      notRegiven: (name) => `Lijek ${name} nije ponovno primijenjen`,
    },
    reporter: {
      physician: `${bs ? 'Prijavilac je ljekar' : 'Prijavitelj je liječnik'}`,
      pharmacist: `${bs ? 'Prijavilac je farmaceut' : 'Prijavitelj je ljekarnik'}`,
      otherProfessional: `${bs ? 'Prijavilac' : 'Prijavitelj'} je drugi zdravstveni radnik`,
      patientSelf: 'Prijavu je poslala osoba na koju se slučaj odnosi',
      patientOther: `${bs ? 'Prijavilac' : 'Prijavitelj'} je osoba koja nije zdravstveni radnik`,
      veterinarian: `${bs ? 'Prijavilac' : 'Prijavitelj'} je veterinar`,
      owner: `${bs ? 'Prijavilac' : 'Prijavitelj'} je vlasnik životinje`,
      healthcareWorker: `${bs ? 'Prijavilac' : 'Prijavitelj'} je zdravstveni radnik`,
      other: `${bs ? 'Prijavilac' : 'Prijavitelj'} je druga osoba (ni veterinar ni vlasnik životinje)`,
    },
    animal: (facts) => `Životinja: ${facts.join(', ')}`,
    breed: (breed) => `(pasmina ${breed})`,
    animalAge: (value, written, unit) => `dob ${written} ${pluralOf(locale, value, units[unit])}`,
    animalWeight: (weight) => `tjelesna masa ${weight} kg`,
    animalCounts: ({ treated, affected, died }) =>
      `Broj životinja: ${[treated && `liječenih ${treated}`, affected && `oboljelih ${affected}`, died && `uginulih ${died}`].filter(Boolean).join(', ')}`,
    exposedPerson: (phrase) => `Izložena osoba je ${phrase}`,
    event: (type, reaction) => {
      const kinds: Record<VetReportType, string> = {
        animalReaction: bs ? 'neželjeno djelovanje kod životinje' : 'nuspojava kod životinje',
        humanExposure: bs ? 'neželjeno djelovanje kod izložene osobe' : 'nuspojava kod izložene osobe',
        lackOfEfficacy: 'izostanak očekivanog djelovanja',
        residue: bs ? 'problem s karencom ili rezidualima' : 'problem s karencijom ili rezidualima',
        environmental: 'problem u okolišu',
      };
      return `Prijavljeni događaj (${kinds[type]}): ${reaction}`;
    },
    eventSerious: (criteria) => `Događaj je ozbiljan${list(criteria)}`,
    eventNotSerious: 'Događaj nije ozbiljan',
    vetOutcome: {
      recovered: 'Ishod je oporavak',
      recovering: 'Ishod je oporavak u tijeku',
      aliveWithSequelae: 'Ishod je preživljenje s trajnim posljedicama',
      died: 'Ishod je uginuće',
      euthanised: 'Ishod je eutanazija',
      unknown: 'Ishod nije poznat',
    },
    date: (date) => numericDate(date, true),
    decimal: (written) => written.replace('.', ','),
  };
}

const slovenian = (): NarrativeWords => {
  const ageStems: Record<AgeUnit, string> = { years: 'letn', months: 'mesečn', weeks: 'tedensk', days: 'dnevn' };
  const nouns = {
    adult: { F: ['ženska', 'f'], M: ['moški', 'm'], unknown: ['oseba', 'f'] },
    child: { F: ['deklica', 'f'], M: ['deček', 'm'], unknown: ['otrok', 'm'] },
  } as const;
  const groups: Record<AgeGroup, string> = {
    neonate: 'novorojenčki',
    infant: 'dojenčki',
    child: 'otroci',
    adolescent: 'mladostniki',
    adult: 'odrasli',
    elderly: 'starejši',
  };
  const verb = (gender: Gender) => (gender === 'm' ? 'razvil' : gender === 'f' ? 'razvila' : 'razvilo');
  const medicine = (name: string) => `zdravila ${name}`;
  const units: Record<AgeUnit, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
    years: { one: 'leto', two: 'leti', few: 'leta', other: 'let' },
    months: { one: 'mesec', two: 'meseca', few: 'meseci', other: 'mesecev' },
    weeks: { one: 'teden', two: 'tedna', few: 'tedni', other: 'tednov' },
    days: { one: 'dan', two: 'dneva', few: 'dnevi', other: 'dni' },
  };
  return {
    person({ sex, age, group }) {
      const child = age ? age.unit !== 'years' || age.value < 18 : group !== undefined && ['neonate', 'infant', 'child', 'adolescent'].includes(group);
      const [noun, gender] = nouns[child ? 'child' : 'adult'][sex ?? 'unknown'];
      const adjective = age ? `${age.value}-${ageStems[age.unit]}${gender === 'f' ? 'a' : 'i'} ` : '';
      const groupNote = !age && group ? ` (starostna skupina: ${groups[group]})` : '';
      return { phrase: `${adjective}${noun}${groupNote}`, gender };
    },
    developed: (subject, weight, reaction) =>
      `${capitalise(subject.phrase)}${weight ? ` s telesno maso ${weight} kg` : ''} je ${verb(subject.gender)} ${reaction}`,
    developedAlso: (gender, reaction) => `${capitalise(verb(gender))} je tudi ${reaction}`,
    reaction: (term, coded) => `neželeni učinek ${coded ? term : `»${term}«`}`,
    term: (term, coded) => (coded ? term : `»${term}«`),
    onsetAfter: (count, name) => `, ${count} ${pluralOf('sl', count, { one: 'dan', two: 'dneva', other: 'dni' })} po začetku uporabe ${medicine(name)}`,
    onsetSameDay: (name) => `, na dan začetka uporabe ${medicine(name)}`,
    onsetOn: (date) => `, z začetkom ${numericDate(date, false)}`,
    serious: (criteria) => `Neželeni učinek je resen${list(criteria)}`,
    notSerious: 'Neželeni učinek ni resen',
    criteria: {
      seriousDeath: 'smrt',
      seriousLifeThreatening: 'smrtna ogroženost',
      seriousHospitalisation: 'bolnišnično zdravljenje ali njegovo podaljšanje',
      seriousDisabling: 'trajna ali pomembna nezmožnost',
      seriousCongenital: 'prirojena anomalija',
      seriousOther: 'drugo klinično pomembno stanje',
    },
    outcome: {
      recovered: 'Neželeni učinek je izzvenel',
      recovering: 'Neželeni učinek izzveneva',
      notRecovered: 'Neželeni učinek ni izzvenel',
      recoveredWithSequelae: 'Neželeni učinek je izzvenel s posledicami',
      fatal: 'Izid je bil smrten',
      unknown: 'Izid ni znan',
    },
    suspect: (name, role) =>
      ({
        suspect: 'Sumljivo zdravilo je',
        interacting: 'Zdravilo v medsebojnem delovanju je',
        veterinary: 'Sumljivo zdravilo za uporabo v veterinarski medicini je',
      })[role] + ` ${name}`,
    started: (date) => `Uporaba se je začela ${numericDate(date, false)}`,
    dose: (dose) => `Odmerek je bil ${dose}`,
    dailyDose: (text) => `Dnevni odmerek: ${text}`,
    route: (route) => `Pot uporabe: ${route}`,
    frequency: {
      onceDaily: 'enkrat na dan',
      twiceDaily: 'dvakrat na dan',
      threeTimesDaily: 'trikrat na dan',
      fourTimesDaily: 'štirikrat na dan',
      weekly: 'enkrat na teden',
      asNeeded: 'po potrebi',
      once: 'enkratno',
    },
    dosageForms: (count) => pluralOf('sl', count, { one: 'enota', two: 'enoti', few: 'enote', other: 'enot' }),
    dechallenge: {
      abated: (name) => `Po prenehanju uporabe ${medicine(name)} so simptomi izzveneli`,
      didNotAbate: (name) => `Po prenehanju uporabe ${medicine(name)} simptomi niso izzveneli`,
      unknownOutcome: (name) => `Uporaba ${medicine(name)} je bila prekinjena; ni znano, ali so simptomi izzveneli`,
      notStopped: (name) => `Uporaba ${medicine(name)} ni bila prekinjena`,
    },
    rechallenge: {
      recurred: (name) => `Po ponovni uporabi ${medicine(name)} so se simptomi ponovili`,
      didNotRecur: (name) => `Po ponovni uporabi ${medicine(name)} se simptomi niso ponovili`,
      unknownOutcome: (name) => `Zdravilo ${name} je bilo ponovno uporabljeno; izid ni znan`,
      notRegiven: (name) => `Zdravilo ${name} ni bilo ponovno uporabljeno`,
    },
    reporter: {
      physician: 'Poročevalec je zdravnik',
      pharmacist: 'Poročevalec je farmacevt',
      otherProfessional: 'Poročevalec je drug zdravstveni delavec',
      patientSelf: 'Poročilo je poslala oseba, na katero se primer nanaša',
      patientOther: 'Poročevalec je oseba, ki ni zdravstveni delavec',
      veterinarian: 'Poročevalec je veterinar',
      owner: 'Poročevalec je lastnik živali',
      healthcareWorker: 'Poročevalec je zdravstveni delavec',
      other: 'Poročevalec je druga oseba (ne veterinar ne lastnik živali)',
    },
    animal: (facts) => `Žival: ${facts.join(', ')}`,
    breed: (breed) => `(pasma ${breed})`,
    animalAge: (value, written, unit) => `starost ${written} ${pluralOf('sl', value, units[unit])}`,
    animalWeight: (weight) => `telesna masa ${weight} kg`,
    animalCounts: ({ treated, affected, died }) =>
      `Število živali: ${[treated && `zdravljenih ${treated}`, affected && `prizadetih ${affected}`, died && `poginulih ${died}`].filter(Boolean).join(', ')}`,
    exposedPerson: (phrase) => `Izpostavljena oseba je ${phrase}`,
    event: (type, reaction) => {
      const kinds: Record<VetReportType, string> = {
        animalReaction: 'neželeni učinek pri živali',
        humanExposure: 'neželeni učinek pri izpostavljeni osebi',
        lackOfEfficacy: 'pomanjkanje pričakovanega učinka',
        residue: 'težava s karenco ali ostanki',
        environmental: 'težava v okolju',
      };
      return `Poročani dogodek (${kinds[type]}): ${reaction}`;
    },
    eventSerious: (criteria) => `Dogodek je resen${list(criteria)}`,
    eventNotSerious: 'Dogodek ni resen',
    vetOutcome: {
      recovered: 'Izid je okrevanje',
      recovering: 'Izid je okrevanje v teku',
      aliveWithSequelae: 'Izid je preživetje s trajnimi posledicami',
      died: 'Izid je pogin',
      euthanised: 'Izid je evtanazija',
      unknown: 'Izid ni znan',
    },
    date: (date) => numericDate(date, false),
    decimal: (written) => written.replace('.', ','),
  };
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const english = (): NarrativeWords => {
  const nouns = { adult: { F: 'woman', M: 'man', unknown: 'person' }, child: { F: 'girl', M: 'boy', unknown: 'child' } } as const;
  const groups: Record<AgeGroup, string> = {
    neonate: 'neonate',
    infant: 'infant',
    child: 'child',
    adolescent: 'adolescent',
    adult: 'adult',
    elderly: 'elderly',
  };
  const singular: Record<AgeUnit, string> = { years: 'year', months: 'month', weeks: 'week', days: 'day' };
  /** "an 8-year-old", "an 11-year-old", "a 64-year-old": the article as the number is said. */
  const article = (phrase: string) => (/^(8|11-|18-|11\d\d-|18\d\d-)|^[aeiou]/i.test(phrase) ? 'an' : 'a');
  const plainDate = (date: PartialDate) => {
    const [, year, month, day] = ISO_PARTS.exec(date) ?? [];
    return [day && String(Number(day)), month && MONTHS[Number(month) - 1], year].filter(Boolean).join(' ');
  };
  const when = (date: PartialDate) => `${date.length === 10 ? 'on' : 'in'} ${plainDate(date)}`;
  const units = (count: number, unit: string) => `${unit}${count === 1 ? '' : 's'}`;
  return {
    person({ sex, age, group }) {
      const child = age ? age.unit !== 'years' || age.value < 18 : group !== undefined && ['neonate', 'infant', 'child', 'adolescent'].includes(group);
      const noun = nouns[child ? 'child' : 'adult'][sex ?? 'unknown'];
      const described = `${age ? `${age.value}-${singular[age.unit]}-old ` : ''}${noun}${!age && group ? ` (age group: ${groups[group]})` : ''}`;
      return { phrase: `${article(described)} ${described}`, gender: sex === 'F' ? 'f' : sex === 'M' ? 'm' : 'n' };
    },
    developed: (subject, weight, reaction) => `${capitalise(subject.phrase)}${weight ? `, weighing ${weight} kg,` : ''} developed ${reaction}`,
    developedAlso: (_gender, reaction) => `The patient also developed ${reaction}`,
    reaction: (term, coded) => (coded ? term : `“${term}”`),
    term: (term, coded) => (coded ? term : `“${term}”`),
    onsetAfter: (count, name) => `, ${count} ${units(count, 'day')} after starting ${name}`,
    onsetSameDay: (name) => `, on the day ${name} was started`,
    onsetOn: (date) => `, starting ${when(date)}`,
    serious: (criteria) => `The reaction was serious${list(criteria)}`,
    notSerious: 'The reaction was not serious',
    criteria: {
      seriousDeath: 'death',
      seriousLifeThreatening: 'life-threatening',
      seriousHospitalisation: 'hospitalisation or its prolongation',
      seriousDisabling: 'persistent or significant disability',
      seriousCongenital: 'congenital anomaly',
      seriousOther: 'other medically important condition',
    },
    outcome: {
      recovered: 'The reaction resolved',
      recovering: 'The reaction was resolving',
      notRecovered: 'The reaction had not resolved',
      recoveredWithSequelae: 'The reaction resolved with sequelae',
      fatal: 'The outcome was fatal',
      unknown: 'The outcome is unknown',
    },
    suspect: (name, role) =>
      ({ suspect: 'The suspect medicine was', interacting: 'The interacting medicine was', veterinary: 'The suspect veterinary medicine was' })[role] +
      ` ${name}`,
    started: (date) => `It was started ${when(date)}`,
    dose: (dose) => `The dose was ${dose}`,
    dailyDose: (text) => `Daily dose: ${text}`,
    route: (route) => `Route: ${route}`,
    frequency: {
      onceDaily: 'once daily',
      twiceDaily: 'twice daily',
      threeTimesDaily: 'three times daily',
      fourTimesDaily: 'four times daily',
      weekly: 'once weekly',
      asNeeded: 'as needed',
      once: 'once',
    },
    dosageForms: (count) => units(count, 'unit'),
    dechallenge: {
      abated: (name) => `After ${name} was stopped, the symptoms abated`,
      didNotAbate: (name) => `After ${name} was stopped, the symptoms did not abate`,
      unknownOutcome: (name) => `${name} was stopped; whether the symptoms abated is unknown`,
      notStopped: (name) => `${name} was not stopped`,
    },
    rechallenge: {
      recurred: (name) => `When ${name} was given again, the symptoms recurred`,
      didNotRecur: (name) => `When ${name} was given again, the symptoms did not recur`,
      unknownOutcome: (name) => `${name} was given again; the outcome is unknown`,
      notRegiven: (name) => `${name} was not given again`,
    },
    reporter: {
      physician: 'The reporter is a physician',
      pharmacist: 'The reporter is a pharmacist',
      otherProfessional: 'The reporter is another healthcare professional',
      patientSelf: 'The report was sent by the person the case concerns',
      patientOther: 'The reporter is not a healthcare professional',
      veterinarian: 'The reporter is a veterinarian',
      owner: 'The reporter is the animal’s owner',
      healthcareWorker: 'The reporter is a healthcare professional',
      other: 'The reporter is another person (neither a veterinarian nor the owner)',
    },
    animal: (facts) => `Animal: ${facts.join(', ')}`,
    breed: (breed) => `(breed ${breed})`,
    animalAge: (value, written, unit) => `aged ${written} ${units(value, singular[unit])}`,
    animalWeight: (weight) => `weighing ${weight} kg`,
    animalCounts: ({ treated, affected, died }) =>
      `Number of animals: ${[treated && `treated ${treated}`, affected && `affected ${affected}`, died && `died ${died}`].filter(Boolean).join(', ')}`,
    exposedPerson: (phrase) => `The person exposed was ${phrase}`,
    event: (type, reaction) => {
      const kinds: Record<VetReportType, string> = {
        animalReaction: 'a reaction in an animal',
        humanExposure: 'a reaction in an exposed person',
        lackOfEfficacy: 'lack of expected efficacy',
        residue: 'a withdrawal-period or residue problem',
        environmental: 'a problem in the environment',
      };
      return `The event reported (${kinds[type]}): ${reaction}`;
    },
    eventSerious: (criteria) => `The event was serious${list(criteria)}`,
    eventNotSerious: 'The event was not serious',
    vetOutcome: {
      recovered: 'The outcome was recovery',
      recovering: 'The animal was recovering',
      aliveWithSequelae: 'The outcome was survival with lasting effects',
      died: 'The outcome was death',
      euthanised: 'The outcome was euthanasia',
      unknown: 'The outcome is unknown',
    },
    date: plainDate,
    decimal: (written) => written.replace(',', '.'),
  };
};

export const narrativeWords: Record<Locale, NarrativeWords> = { hr: southSlavic('hr'), bs: southSlavic('bs'), sl: slovenian(), en: english() };
