import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { locales } from '@/config/markets';
import { messagesFor } from '@/i18n/messages';
import { fieldsOf, flows, optionSets } from './fields';
import { completeHuman } from '../../../tests/int/fixtures/reports';
import { cleanReport, reportSchema, validateReport, validateStep, type ReportValues } from './validation';

const TODAY = '2026-11-22';

describe('report validation', () => {
  it('accepts a complete human report and keeps only the shown fields', () => {
    assert.deepEqual(validateReport('human', completeHuman(), TODAY), []);
    const clean = cleanReport('human', { ...completeHuman(), gender: 'M', pregnant: 'yes', extra: 'dropped' });
    assert.equal(clean.pregnant, undefined, 'pregnancy is asked only for a female patient');
    assert.equal(clean.extra, undefined);
  });

  it('treats an untouched radio group (null) as unanswered', () => {
    assert.deepEqual(validateReport('human', { ...completeHuman(), outcome: null as never, gender: null as never, initials: 'A. H.' }, TODAY), []);
  });

  it('validates one step at a time', () => {
    const [first, second] = flows.human;
    assert.deepEqual(validateStep(first!, completeHuman(), TODAY), []);
    const issues = validateStep(second!, { ...completeHuman(), medicines: [{ name: '' }] }, TODAY);
    assert.deepEqual(issues, [{ path: ['medicines', 0, 'name'], code: 'required' }]);
  });

  it('refuses future dates and an end before its start', () => {
    const future = validateReport('human', { ...completeHuman(), reactionStart: '2026-12-01' }, TODAY);
    assert.deepEqual(future, [{ path: ['reactionStart'], code: 'futureDate' }]);
    const order = validateReport('human', { ...completeHuman(), medicines: [{ name: 'X', stopped: 'yes', startDate: '2026-11-10', stopDate: '2026-11-01' }] }, TODAY);
    assert.deepEqual(order, [{ path: ['medicines', 0, 'stopDate'], code: 'endBeforeStart' }]);
    assert.deepEqual(validateReport('human', { ...completeHuman(), reactionStart: '2026-02-30' }, TODAY), [{ path: ['reactionStart'], code: 'invalid' }]);
  });

  it('enforces the minimum valid case', () => {
    const anonymous = { ...completeHuman(), reporterName: '', email: '' };
    assert.deepEqual(validateReport('human', anonymous, TODAY), [{ path: ['reporterName'], code: 'minimumReporter' }]);
    const unknownPatient = { ...completeHuman(), initials: '', age: '', gender: '' };
    assert.deepEqual(validateReport('human', unknownPatient, TODAY), [{ path: ['initials'], code: 'minimumPatient' }]);
    assert.deepEqual(validateReport('human', { ...completeHuman(), medicines: [] }, TODAY), [{ path: ['medicines'], code: 'required' }]);
    assert.deepEqual(validateReport('human', { ...completeHuman(), description: ' ' }, TODAY), [{ path: ['description'], code: 'required' }]);
    const vet = { kind: 'veterinary', reporterType: 'owner', phone: '+385 91 000 0000', subject: 'animal', description: 'Povraćanje.', medicineName: 'Vet X', legalAcknowledgement: true } as ReportValues;
    assert.deepEqual(validateReport('veterinary', vet, TODAY), [{ path: ['species'], code: 'minimumSubject' }]);
    assert.deepEqual(validateReport('veterinary', { ...vet, species: 'pas, labrador' }, TODAY), []);
  });

  it('refuses control characters, wrong options and a missing consent', () => {
    const issues = validateReport('human', { ...completeHuman(), reporterName: 'Ana\u0000', gender: 'X', legalAcknowledgement: false }, TODAY);
    assert.deepEqual(issues.map((i) => i.code).sort(), ['consent', 'invalid', 'invalid']);
  });

  it('has a server schema that needs a known kind', () => {
    assert.equal(reportSchema(TODAY).safeParse({ kind: 'robot' }).success, false);
    assert.equal(reportSchema(TODAY).safeParse(completeHuman()).success, true);
  });

  it('has a label for every step, group, field and option in every locale', () => {
    for (const locale of locales) {
      const t = messagesFor(locale).report as unknown as Record<string, Record<string, unknown>>;
      for (const kind of ['human', 'veterinary'] as const) {
        for (const step of flows[kind]) {
          assert.ok(t.steps![step.key], `${locale}: step ${step.key}`);
          for (const group of step.groups) assert.ok(t.groups![group.key], `${locale}: group ${group.key}`);
        }
        for (const { field } of fieldsOf(kind)) assert.ok(t.fields![field.key], `${locale}: field ${field.key}`);
      }
      for (const [set, values] of Object.entries(optionSets)) {
        for (const value of values) assert.ok((t.options![set] as Record<string, string>)[value], `${locale}: option ${set}.${value}`);
      }
    }
  });
});
