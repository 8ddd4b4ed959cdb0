import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locale } from '@/config/markets';
import type { ReportKind } from '@/features/pv/intake/fields';
import type { ReportValues } from '@/features/pv/intake/validation';
import { messagesFor } from '@/i18n/messages';
import { narrativeDraft, type CodedTerms } from './narrative';

const draft = (kind: ReportKind, values: ReportValues, locale: Locale, coded?: CodedTerms) =>
  narrativeDraft({ kind, values, coded }, locale, messagesFor(locale).report);
const human = (values: ReportValues) => (locale: Locale, coded?: CodedTerms) => draft('human', values, locale, coded);

const rash = { description: 'Osip po rukama.', reactionStart: '2026-11-03', outcome: 'recovered', serious: 'no' };
const lijekA = { role: 'suspect', name: 'Lijek A', startDate: '2026-11-01' };

describe('the narrative draft', () => {
  it('tells of a woman: her age and weight, the reaction two days after the start, seriousness, outcome and the reporter', () => {
    const woman = human({
      kind: 'human',
      qualification: 'physician',
      onBehalfOf: 'other',
      ageFormat: 'age',
      age: '64',
      ageUnit: 'years',
      gender: 'F',
      healthDetails: 'yes',
      weight: '70,5',
      medicines: [{ ...lijekA, doseKnown: 'yes', doseAmount: '500', doseUnit: 'mg', frequency: 'twiceDaily', route: 'oral', dechallenge: 'abated' }],
      reactions: [rash],
    });
    assert.equal(
      woman('hr'),
      '64-godišnja žena, tjelesne mase 70,5 kg, razvila je nuspojavu „Osip po rukama“, 2 dana nakon početka primjene lijeka Lijek A. Nuspojava nije ozbiljna. ' +
        'Nuspojava se povukla. Sumnjivi lijek je Lijek A. Primjena je počela 1. 11. 2026. Doza je bila 500 mg dvaput dnevno. Put primjene: na usta. ' +
        'Nakon prekida primjene lijeka Lijek A tegobe su se povukle. Prijavitelj je liječnik.',
    );
    assert.equal(
      woman('sl'),
      '64-letna ženska s telesno maso 70,5 kg je razvila neželeni učinek »Osip po rukama«, 2 dneva po začetku uporabe zdravila Lijek A. Neželeni učinek ni resen. ' +
        'Neželeni učinek je izzvenel. Sumljivo zdravilo je Lijek A. Uporaba se je začela 1. 11. 2026. Odmerek je bil 500 mg dvakrat na dan. Pot uporabe: skozi usta. ' +
        'Po prenehanju uporabe zdravila Lijek A so simptomi izzveneli. Poročevalec je zdravnik.',
    );
    assert.equal(
      woman('bs'),
      '64-godišnja žena, tjelesne mase 70,5 kg, razvila je neželjeno djelovanje „Osip po rukama“, 2 dana nakon početka primjene lijeka Lijek A. Neželjeno djelovanje nije ozbiljno. ' +
        'Neželjeno djelovanje se povuklo. Sumnjivi lijek je Lijek A. Primjena je počela 1. 11. 2026. Doza je bila 500 mg dva puta dnevno. Put primjene: na usta. ' +
        'Nakon prekida primjene lijeka Lijek A tegobe su se povukle. Prijavilac je ljekar.',
    );
    assert.equal(
      woman('en'),
      'A 64-year-old woman, weighing 70.5 kg, developed “Osip po rukama”, 2 days after starting Lijek A. The reaction was not serious. The reaction resolved. ' +
        'The suspect medicine was Lijek A. It was started on 1 November 2026. The dose was 500 mg twice daily. Route: by mouth. ' +
        'After Lijek A was stopped, the symptoms abated. The reporter is a physician.',
    );
  });

  it('tells of a man in the masculine, with the reaction as coded, one day after the start, and its seriousness criteria', () => {
    const man = human({
      kind: 'human',
      qualification: 'pharmacist',
      ageFormat: 'age',
      age: '21',
      ageUnit: 'years',
      gender: 'M',
      medicines: [lijekA],
      reactions: [
        { description: 'Gušenje', reactionStart: '2026-11-02', serious: 'yes', seriousHospitalisation: true, seriousLifeThreatening: true, outcome: 'fatal' },
      ],
    });
    const coded = [{ reaction: 0, lltTerm: 'Dyspnoea' }];
    assert.equal(
      man('hr', coded),
      '21-godišnji muškarac je razvio nuspojavu Dyspnoea, 1 dan nakon početka primjene lijeka Lijek A. Nuspojava je ozbiljna (opasnost po život, bolničko liječenje ili njegovo produljenje). ' +
        'Ishod je smrtni. Sumnjivi lijek je Lijek A. Primjena je počela 1. 11. 2026. Prijavitelj je ljekarnik.',
    );
    assert.equal(
      man('sl', coded),
      '21-letni moški je razvil neželeni učinek Dyspnoea, 1 dan po začetku uporabe zdravila Lijek A. Neželeni učinek je resen (smrtna ogroženost, bolnišnično zdravljenje ali njegovo podaljšanje). ' +
        'Izid je bil smrten. Sumljivo zdravilo je Lijek A. Uporaba se je začela 1. 11. 2026. Poročevalec je farmacevt.',
    );
    assert.equal(
      man('bs', coded),
      '21-godišnji muškarac je razvio neželjeno djelovanje Dyspnoea, 1 dan nakon početka primjene lijeka Lijek A. Neželjeno djelovanje je ozbiljno (opasnost po život, bolničko liječenje ili njegovo produženje). ' +
        'Ishod je smrtni. Sumnjivi lijek je Lijek A. Primjena je počela 1. 11. 2026. Prijavilac je farmaceut.',
    );
    assert.equal(
      man('en', coded),
      'A 21-year-old man developed Dyspnoea, 1 day after starting Lijek A. The reaction was serious (life-threatening, hospitalisation or its prolongation). ' +
        'The outcome was fatal. The suspect medicine was Lijek A. It was started on 1 November 2026. The reporter is a pharmacist.',
    );
    assert.doesNotMatch(man('hr', coded), /Gušenje/, 'the coded term replaces the words as reported');
  });

  it('tells of a child: a girl in months, and a child of unknown sex as neuter (hr, bs) or masculine (sl)', () => {
    const girl = human({ kind: 'human', ageFormat: 'age', age: '3', ageUnit: 'months', gender: 'F', reactions: [{ description: 'Osip' }] });
    assert.equal(girl('hr'), '3-mjesečna djevojčica je razvila nuspojavu „Osip“.');
    assert.equal(girl('sl'), '3-mesečna deklica je razvila neželeni učinek »Osip«.');
    assert.equal(girl('bs'), '3-mjesečna djevojčica je razvila neželjeno djelovanje „Osip“.');
    assert.equal(girl('en'), 'A 3-month-old girl developed “Osip”.');
    const child = human({ kind: 'human', ageFormat: 'age', age: '8', ageUnit: 'years', reactions: [{ description: 'Osip' }] });
    assert.equal(child('hr'), '8-godišnje dijete je razvilo nuspojavu „Osip“.');
    assert.equal(child('sl'), '8-letni otrok je razvil neželeni učinek »Osip«.');
    assert.equal(child('bs'), '8-godišnje dijete je razvilo neželjeno djelovanje „Osip“.');
    assert.equal(child('en'), 'An 8-year-old child developed “Osip”.');
    const infant = human({ kind: 'human', ageFormat: 'ageGroup', ageGroup: 'infant', gender: 'M', reactions: [{ description: 'Osip' }] });
    assert.equal(infant('hr'), 'Dječak (dobna skupina: dojenčad) je razvio nuspojavu „Osip“.');
    assert.equal(infant('bs'), 'Dječak (starosna grupa: dojenčad) je razvio neželjeno djelovanje „Osip“.');
  });

  it('tells of an adult of unknown sex as a person, in the feminine its noun takes', () => {
    const person = human({ kind: 'human', ageFormat: 'age', age: '45', ageUnit: 'years', reactions: [{ description: 'Glavobolja' }] });
    assert.equal(person('hr'), '45-godišnja osoba je razvila nuspojavu „Glavobolja“.');
    assert.equal(person('sl'), '45-letna oseba je razvila neželeni učinek »Glavobolja«.');
    assert.equal(person('bs'), '45-godišnja osoba je razvila neželjeno djelovanje „Glavobolja“.');
    assert.equal(person('en'), 'A 45-year-old person developed “Glavobolja”.');
  });

  it('tells of several reactions and several products: each reaction with its onset, each suspect and interacting medicine, no concomitant one', () => {
    const many = human({
      kind: 'human',
      gender: 'F',
      qualification: 'patient',
      onBehalfOf: 'other',
      medicines: [
        { ...lijekA, rechallenge: 'recurred' },
        { role: 'interacting', name: 'Lijek B', startDate: '2026-10' },
        { role: 'concomitant', name: 'Vitamin C' },
      ],
      reactions: [rash, { description: 'Svrbež', reactionStart: '2026-11-01', outcome: 'unknown' }, { description: 'Umor', reactionStart: '2026-10-20' }],
    });
    assert.equal(
      many('hr'),
      'Žena je razvila nuspojavu „Osip po rukama“, 2 dana nakon početka primjene lijeka Lijek A. Nuspojava nije ozbiljna. Nuspojava se povukla. ' +
        'Razvila je i nuspojavu „Svrbež“, na dan početka primjene lijeka Lijek A. Ishod nije poznat. Razvila je i nuspojavu „Umor“, s početkom 20. 10. 2026. ' +
        'Sumnjivi lijek je Lijek A. Primjena je počela 1. 11. 2026. Lijek u interakciji je Lijek B. Primjena je počela 10. 2026. ' +
        'Nakon ponovne primjene lijeka Lijek A tegobe su se vratile. Prijavitelj je osoba koja nije zdravstveni radnik.',
    );
    assert.equal(
      many('sl'),
      'Ženska je razvila neželeni učinek »Osip po rukama«, 2 dneva po začetku uporabe zdravila Lijek A. Neželeni učinek ni resen. Neželeni učinek je izzvenel. ' +
        'Razvila je tudi neželeni učinek »Svrbež«, na dan začetka uporabe zdravila Lijek A. Izid ni znan. Razvila je tudi neželeni učinek »Umor«, z začetkom 20. 10. 2026. ' +
        'Sumljivo zdravilo je Lijek A. Uporaba se je začela 1. 11. 2026. Zdravilo v medsebojnem delovanju je Lijek B. Uporaba se je začela 10. 2026. ' +
        'Po ponovni uporabi zdravila Lijek A so se simptomi ponovili. Poročevalec je oseba, ki ni zdravstveni delavec.',
    );
    assert.equal(
      many('bs'),
      'Žena je razvila neželjeno djelovanje „Osip po rukama“, 2 dana nakon početka primjene lijeka Lijek A. Neželjeno djelovanje nije ozbiljno. Neželjeno djelovanje se povuklo. ' +
        'Razvila je i neželjeno djelovanje „Svrbež“, na dan početka primjene lijeka Lijek A. Ishod nije poznat. Razvila je i neželjeno djelovanje „Umor“, s početkom 20. 10. 2026. ' +
        'Sumnjivi lijek je Lijek A. Primjena je počela 1. 11. 2026. Lijek u interakciji je Lijek B. Primjena je počela 10. 2026. ' +
        'Nakon ponovne primjene lijeka Lijek A tegobe su se vratile. Prijavilac je osoba koja nije zdravstveni radnik.',
    );
    assert.equal(
      many('en'),
      'A woman developed “Osip po rukama”, 2 days after starting Lijek A. The reaction was not serious. The reaction resolved. ' +
        'The patient also developed “Svrbež”, on the day Lijek A was started. The outcome is unknown. The patient also developed “Umor”, starting on 20 October 2026. ' +
        'The suspect medicine was Lijek A. It was started on 1 November 2026. The interacting medicine was Lijek B. It was started in October 2026. ' +
        'When Lijek A was given again, the symptoms recurred. The reporter is not a healthcare professional.',
    );
    assert.doesNotMatch(many('en'), /Vitamin C/);
  });

  it('tells of a dog: the animal, how many were treated and affected, the event, its outcome and the product', () => {
    const dog: ReportValues = {
      kind: 'veterinary',
      reporterType: 'owner',
      reportType: 'animalReaction',
      species: 'dog',
      breed: 'labrador',
      animalGender: 'femaleNeutered',
      animalAge: '2',
      animalAgeUnit: 'years',
      weight: '28,5',
      numberTreated: '2',
      numberAffected: '1',
      effectDate: '2026-11-04',
      description: 'Povraćanje.',
      vetOutcome: 'recovered',
      serious: 'no',
      products: [
        { role: 'suspect', name: 'Vet X', doseAmount: '1', doseUnit: 'dosageForm', route: 'oral', therapyStart: '2026-11-01' },
        { role: 'concomitant', name: 'Vet Y' },
      ],
    };
    assert.equal(
      draft('veterinary', dog, 'hr'),
      'Životinja: pas (pasmina labrador), ženka, sterilizirana, dob 2 godine, tjelesna masa 28,5 kg. Broj životinja: liječenih 2, oboljelih 1. ' +
        'Prijavljeni događaj (nuspojava kod životinje): „Povraćanje“, 3 dana nakon početka primjene lijeka Vet X. Događaj nije ozbiljan. Ishod je oporavak. ' +
        'Sumnjivi veterinarski lijek je Vet X. Primjena je počela 1. 11. 2026. Doza je bila 1 jedinica. Put primjene: na usta. Prijavitelj je vlasnik životinje.',
    );
    assert.equal(
      draft('veterinary', dog, 'sl'),
      'Žival: pes (pasma labrador), samica, sterilizirana, starost 2 leti, telesna masa 28,5 kg. Število živali: zdravljenih 2, prizadetih 1. ' +
        'Poročani dogodek (neželeni učinek pri živali): »Povraćanje«, 3 dni po začetku uporabe zdravila Vet X. Dogodek ni resen. Izid je okrevanje. ' +
        'Sumljivo zdravilo za uporabo v veterinarski medicini je Vet X. Uporaba se je začela 1. 11. 2026. Odmerek je bil 1 enota. Pot uporabe: skozi usta. Poročevalec je lastnik živali.',
    );
    assert.equal(
      draft('veterinary', dog, 'bs'),
      'Životinja: pas (pasmina labrador), ženka, sterilizirana, dob 2 godine, tjelesna masa 28,5 kg. Broj životinja: liječenih 2, oboljelih 1. ' +
        'Prijavljeni događaj (neželjeno djelovanje kod životinje): „Povraćanje“, 3 dana nakon početka primjene lijeka Vet X. Događaj nije ozbiljan. Ishod je oporavak. ' +
        'Sumnjivi veterinarski lijek je Vet X. Primjena je počela 1. 11. 2026. Doza je bila 1 jedinica. Put primjene: na usta. Prijavilac je vlasnik životinje.',
    );
    assert.equal(
      draft('veterinary', dog, 'en'),
      'Animal: dog (breed labrador), female, spayed, aged 2 years, weighing 28.5 kg. Number of animals: treated 2, affected 1. ' +
        'The event reported (a reaction in an animal): “Povraćanje”, 3 days after starting Vet X. The event was not serious. The outcome was recovery. ' +
        'The suspect veterinary medicine was Vet X. It was started on 1 November 2026. The dose was 1 unit. Route: by mouth. The reporter is the animal’s owner.',
    );
  });

  it('tells of a person exposed to a veterinary medicine', () => {
    const exposed: ReportValues = {
      kind: 'veterinary',
      reporterType: 'healthcareWorker',
      reportType: 'humanExposure',
      humanAge: '35',
      humanGender: 'M',
      description: 'Bol u prstu',
    };
    assert.equal(
      draft('veterinary', exposed, 'hr'),
      'Izložena osoba je 35-godišnji muškarac. Prijavljeni događaj (nuspojava kod izložene osobe): „Bol u prstu“. Prijavitelj je zdravstveni radnik.',
    );
    assert.equal(
      draft('veterinary', exposed, 'en'),
      'The person exposed was a 35-year-old man. The event reported (a reaction in an exposed person): “Bol u prstu”. The reporter is a healthcare professional.',
    );
  });

  it('invents no fact: what the report leaves empty leaves no words in any language', () => {
    const bare: ReportValues = { kind: 'human', medicines: [{ role: 'suspect', name: 'Lijek A' }], reactions: [{ description: 'Osip' }] };
    const expected: Record<Locale, string> = {
      hr: 'Osoba je razvila nuspojavu „Osip“. Sumnjivi lijek je Lijek A.',
      sl: 'Oseba je razvila neželeni učinek »Osip«. Sumljivo zdravilo je Lijek A.',
      bs: 'Osoba je razvila neželjeno djelovanje „Osip“. Sumnjivi lijek je Lijek A.',
      en: 'A person developed “Osip”. The suspect medicine was Lijek A.',
    };
    for (const locale of ['hr', 'sl', 'bs', 'en'] as const) {
      assert.equal(draft('human', bare, locale), expected[locale], locale);
      assert.equal(
        draft('human', { ...bare, age: '', weight: '', gender: '', reactions: [{ description: 'Osip', reactionStart: '', outcome: '' }] }, locale),
        expected[locale],
        `${locale}: empty answers`,
      );
      assert.equal(draft('veterinary', { kind: 'veterinary', products: [] }, locale), '', `${locale}: an empty veterinary report`);
    }
    const dogWithGaps: ReportValues = {
      kind: 'veterinary',
      reportType: 'animalReaction',
      species: 'dog',
      breed: '',
      weight: '',
      animalAge: '',
      numberTreated: '2',
      numberDied: '',
      products: [],
    };
    assert.equal(draft('veterinary', dogWithGaps, 'hr'), 'Životinja: pas. Broj životinja: liječenih 2.');
    assert.equal(draft('veterinary', dogWithGaps, 'en'), 'Animal: dog. Number of animals: treated 2.');
  });

  it('puts one full stop after a sentence that ends with a date', () => {
    const ending = human({ kind: 'human', medicines: [{ role: 'suspect', name: 'Lijek A', startDate: '2026-11-01' }], reactions: [{ description: 'Osip' }] });
    for (const locale of ['hr', 'sl', 'bs', 'en'] as const) assert.doesNotMatch(ending(locale), /\.\./, locale);
    assert.match(ending('hr'), /počela 1\. 11\. 2026\.$/);
  });
});
