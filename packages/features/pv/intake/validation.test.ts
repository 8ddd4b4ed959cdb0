import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { locales } from '@/config/markets';
import { messagesFor } from '@/i18n/messages';
import { completeHuman, completeVeterinary, seriousInfant, version1Human, version1Veterinary } from '../../../../tests/int/fixtures/reports';
import { fieldsOf, flows, optionSets } from './fields';
import { comparePartialDates, normalizePartialDate } from './partial-date';
import { decodeReport, encodeReport, readReport } from './record';
import { cleanReport, reportSchema, validateReport, validateStep, type ReportValues } from './validation';

const TODAY = '2026-11-22';

describe('report validation', () => {
  it('accepts complete reports of both kinds and keeps only the shown fields', () => {
    assert.deepEqual(validateReport('human', completeHuman(), TODAY), []);
    assert.deepEqual(validateReport('human', seriousInfant(), TODAY), []);
    assert.deepEqual(validateReport('veterinary', completeVeterinary(), TODAY), []);
    const clean = cleanReport('human', { ...completeHuman(), gender: 'M', pregnant: 'yes', extra: 'dropped' });
    assert.equal(clean.pregnant, undefined, 'pregnancy is asked only for a female patient');
    assert.equal(clean.extra, undefined);
  });

  it('treats an untouched radio group (null) as unanswered', () => {
    assert.deepEqual(validateReport('human', { ...completeHuman(), gender: null as never, initials: 'A. H.' }, TODAY), []);
  });

  it('validates one step at a time', () => {
    const [, second] = flows.human;
    const issues = validateStep(second!, { ...completeHuman(), medicines: [{ role: 'suspect', name: '', batch: 'X' }] }, TODAY);
    assert.deepEqual(issues, [{ path: ['medicines', 0, 'name'], code: 'required' }]);
  });

  it('takes partial dates, and refuses future ones and an end before its start at the known precision', () => {
    assert.equal(normalizePartialDate({ year: '2026', month: '3', day: '' }), '2026-03');
    assert.equal(normalizePartialDate({ year: '', month: '3', day: '' }), null, 'a month without a year');
    assert.equal(normalizePartialDate({ year: '2026', month: '', day: '5' }), null, 'a day without a month');
    assert.equal(normalizePartialDate('2026-02-30'), null);
    assert.equal(comparePartialDates('2026-11', '2026-11-05'), 0);
    const reaction = (fields: object) => ({ ...completeHuman(), reactions: [{ description: 'Osip', ...fields }] });
    assert.deepEqual(validateReport('human', reaction({ reactionStart: '2026-12' }), TODAY), [{ path: ['reactions', 0, 'reactionStart'], code: 'futureDate' }]);
    assert.deepEqual(validateReport('human', reaction({ reactionStart: '2026-11' }), TODAY), [], 'this month is not the future');
    assert.deepEqual(
      validateReport('human', reaction({ reactionStart: { year: '2026', month: '11' }, reactionEnd: '2026-11-03' }), TODAY),
      [],
      'same month: no order to refuse',
    );
    assert.deepEqual(validateReport('human', reaction({ reactionStart: '2026-11', reactionEnd: '2026-10-30' }), TODAY), [
      { path: ['reactions', 0, 'reactionEnd'], code: 'endBeforeStart' },
    ]);
  });

  it('needs a batch number or "cannot find it" for each suspect medicine, not for a concomitant one', () => {
    const medicines = [
      { role: 'suspect', name: 'A' },
      { role: 'concomitant', name: 'B' },
    ];
    assert.deepEqual(validateReport('human', { ...completeHuman(), medicines }, TODAY), [{ path: ['medicines', 0, 'batch'], code: 'batchOrUnknown' }]);
  });

  it('keeps affected and died animals within the number treated', () => {
    const issues = validateReport('veterinary', { ...completeVeterinary(), numberTreated: '2', numberAffected: '3', numberDied: '5' }, TODAY);
    assert.deepEqual(
      issues.map((issue) => [issue.path.join('.'), issue.code]),
      [
        ['numberAffected', 'exceedsTreated'],
        ['numberDied', 'exceedsTreated'],
      ],
    );
  });

  it('asks the date of death only while death is ticked on a serious reaction', () => {
    const withDeath = (serious: string) =>
      cleanReport('human', { ...completeHuman(), reactions: [{ description: 'X', serious, seriousDeath: true, deathDate: '2026-11-10' }] });
    assert.equal((withDeath('yes').reactions as ReportValues[])[0]!.deathDate, '2026-11-10');
    assert.equal((withDeath('no').reactions as ReportValues[])[0]!.deathDate, undefined);
  });

  it('enforces the minimum valid case', () => {
    const anonymous = { ...completeHuman(), reporterName: '', email: '' };
    assert.deepEqual(validateReport('human', anonymous, TODAY), [{ path: ['reporterName'], code: 'minimumReporter' }]);
    const unknownPatient = { ...completeHuman(), initials: '', ageFormat: '', age: '', gender: '' };
    assert.deepEqual(validateReport('human', unknownPatient, TODAY), [{ path: ['initials'], code: 'minimumPatient' }]);
    assert.deepEqual(validateReport('human', { ...completeHuman(), medicines: [] }, TODAY), [{ path: ['medicines'], code: 'required' }]);
    const vet = { ...completeVeterinary(), species: '', breed: '', animalGender: '' } as ReportValues;
    assert.deepEqual(validateReport('veterinary', vet, TODAY), [{ path: ['species'], code: 'minimumSubject' }]);
  });

  it('refuses control characters, wrong options and a missing consent', () => {
    const issues = validateReport('human', { ...completeHuman(), reporterName: 'Ana\u0000', gender: 'X', legalAcknowledgement: false }, TODAY);
    assert.deepEqual(issues.map((i) => i.code).sort(), ['consent', 'invalid', 'invalid']);
    const multi = validateReport(
      'human',
      { ...seriousInfant(), medicines: [{ role: 'suspect', name: 'A', batch: 'B', unusual: 'yes', specialSituations: ['nonsense'] }] },
      TODAY,
    );
    assert.deepEqual(multi, [{ path: ['medicines', 0, 'specialSituations'], code: 'invalid' }]);
  });

  it('has a server schema that needs a known kind', () => {
    assert.equal(reportSchema(TODAY).safeParse({ kind: 'robot' }).success, false);
    assert.equal(reportSchema(TODAY).safeParse(completeHuman()).success, true);
  });
});

describe('stored reports', () => {
  it('are coded: numbers as numbers, E2B codes for qualification, sex, outcome, action taken and rechallenge', () => {
    const stored = encodeReport('human', cleanReport('human', seriousInfant()));
    assert.equal(stored.qualification, 1);
    assert.equal(stored.gender, 1);
    assert.equal(stored.age, 3);
    assert.equal(stored.ageUnit, 'mo');
    assert.equal(stored.weight, 5.8);
    const [suspect] = stored.medicines as Array<Record<string, unknown>>;
    assert.deepEqual([suspect!.role, suspect!.actionTaken, suspect!.rechallenge, suspect!.route], [1, 1, 4, '20053000']);
    assert.deepEqual(suspect!.specialSituations, [1, 'lackOfEffect']);
    assert.equal((stored.reactions as Array<Record<string, unknown>>)[0]!.outcome, 4);
  });

  it('decode to what the reporter answered', () => {
    const clean = cleanReport('human', seriousInfant());
    const decoded = decodeReport('human', JSON.parse(JSON.stringify(encodeReport('human', clean))));
    assert.deepEqual({ ...decoded, weight: '5,8', medicines: clean.medicines }, { ...clean, medicines: clean.medicines });
    assert.equal(decoded.weight, '5.8');
  });

  it('of schema version 1 read in the current shape', () => {
    const human = readReport('human', 1, version1Human()).values;
    assert.deepEqual(
      validateReport('human', human, TODAY).filter((issue) => issue.code !== 'batchOrUnknown'),
      [],
    );
    assert.equal((human.reactions as ReportValues[])[0]!.seriousHospitalisation, true);
    assert.deepEqual((human.medicines as ReportValues[])[0], {
      role: 'suspect',
      name: 'Lijek A 500 mg',
      startDate: '2026-11-01',
      stopDate: '2026-11-10',
      actionTaken: 'withdrawn',
      dechallenge: 'abated',
      rechallenge: 'didNotRecur',
      doseKnown: 'yes',
      dailyDose: '2 x 1',
    });
    assert.equal(human.otherMedicines, 'Aspirin 100 mg');
    const vet = readReport('veterinary', 1, version1Veterinary()).values;
    assert.deepEqual([vet.reportType, vet.species, vet.speciesOther, vet.healthBefore], ['animalReaction', 'other', 'pas, labrador', 'animalAge: 3 godine']);
    assert.deepEqual(vet.products, [{ role: 'suspect', name: 'Vet X', dose: '1 tableta', therapyStart: '2026-11-01', batchUnknown: true }]);
  });
});

describe('report catalogue', () => {
  it('has a label for every step, group, field, option and repeatable group in every locale', () => {
    for (const locale of locales) {
      const t = messagesFor(locale).report as unknown as Record<string, Record<string, unknown>>;
      for (const kind of ['human', 'veterinary'] as const) {
        for (const step of flows[kind]) {
          assert.ok(t.steps![step.key], `${locale}: step ${step.key}`);
          for (const group of step.groups) {
            assert.ok(t.groups![group.key], `${locale}: group ${group.key}`);
            if (group.repeat) assert.ok(t.repeat![group.key], `${locale}: repeat ${group.key}`);
          }
        }
        for (const { field } of fieldsOf(kind)) assert.ok(t.fields![field.key], `${locale}: field ${field.key}`);
      }
      for (const [set, codes] of Object.entries(optionSets)) {
        for (const value of Object.keys(codes)) assert.ok((t.options![set] as Record<string, string>)[value], `${locale}: option ${set}.${value}`);
      }
    }
  });
});
