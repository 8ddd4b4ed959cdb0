import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { marketProfiles } from '@/content/company';
import { messagesFor } from '@/i18n/messages';
import { completeHuman, everyTextHolding, lackOfEfficacyDeath, version1Veterinary } from '../../../../../tests/int/fixtures/reports';
import { HOSTILE_TEXTS, typedText } from '../../../../../tests/support/strict-xml';
import { e2bSender } from '@/features/pv/exports/e2b/sender';
import { encodeReport, readReport, REPORT_SCHEMA_VERSION } from '@/features/pv/intake/record';
import { cleanReport, validateReport, type ReportValues } from '@/features/pv/intake/validation';
import { vichCsv } from './csv';
import { readAsExcel, recordsOf } from '../../../../../tests/support/spreadsheet';
import { PRODUCT_ELEMENTS, PRODUCTS, REPORT_ELEMENTS, vichAssessmentOf, vichReport, type VichCase } from './report';

const RECEIVED = new Date('2026-11-20T10:00:00Z');

function stored(values: ReportValues, reference: string): VichCase {
  const kind = values.kind!;
  assert.deepEqual(validateReport(kind, values, '2026-11-22'), []);
  const payload = JSON.parse(JSON.stringify(encodeReport(kind, cleanReport(kind, values))));
  return { reference, receivedAt: RECEIVED, market: 'slo', locale: 'sl', ...readReport(kind, REPORT_SCHEMA_VERSION, payload) };
}

const parse = readAsExcel;
const rowsOf = (csv: string) => recordsOf(readAsExcel(csv));

describe('VICH GL42 export of veterinary reports', () => {
  const herd = stored(lackOfEfficacyDeath(), 'VET-2026-000007');
  const report = vichReport(herd);

  it('names the recipient, the sender and the report from the market, the company and the locale', () => {
    const sender = e2bSender('slo');
    assert.deepEqual(Object.fromEntries(Object.entries(report).filter(([name]) => name.startsWith('A.'))), {
      'A.1_regulatory_authority': 'JAZMP',
      'A.2_mah_business_name': 'Farmadria d.o.o.',
      'A.2_mah_street': sender.street,
      'A.2_mah_postcode': sender.postcode,
      'A.2_mah_city': sender.city,
      'A.2_mah_country': 'SI',
      'A.2_mah_telephone': sender.phone,
      'A.2_mah_email': marketProfiles.slo.pharmacovigilance.email,
      'A.3_primary_reporter_type': 'veterinarian',
      'A.3_primary_reporter_name': 'Marko Babič',
      'A.3_primary_reporter_organisation': 'Veterinarska postaja Celje',
      'A.3_primary_reporter_email': 'marko@example.com',
      'A.3_primary_reporter_country': 'SI',
      'A.3_primary_reporter_contact_permission': true,
      'A.4.1_unique_aer_id': 'SI-FARMADRIA-VET-2026-000007',
      'A.4.2_original_receive_date': '2026-11-20',
      'A.4_sender_reference': 'VET-2026-000007',
      'A.4_report_language': 'slv',
      'A.4_type_of_information': 'lackOfEfficacy',
    });
    assert.ok(sender.street && sender.city, 'the seat is split into street, postcode and city');
  });

  it('codes the animals, the event, its seriousness and the death', () => {
    assert.deepEqual(Object.fromEntries(Object.entries(report).filter(([name]) => name.startsWith('B.') && name !== PRODUCTS)), {
      'B.1_number_of_animals_treated': 12,
      'B.1_number_of_animals_affected': 3,
      'B.1_species': 'cattle',
      'B.1_breed': 'lisasta',
      'B.1_animal_identification': 'SI 1234 5678',
      'B.1_gender': 'female',
      'B.1_reproductive_status': 'intact',
      'B.1_female_physiological_status': ['pregnant'],
      'B.1_age': 4,
      'B.1_age_unit': 'a',
      'B.1_weight_kg': 620,
      'B.1_health_status_prior_to_exposure': 'Zdrava do začetka mastitisa.',
      'B.2_reason_for_use': 'Mastitis',
      'B.3_onset_date': '2026-10',
      'B.3_duration': '5 dni',
      'B.3_clinical_signs_text': 'Zdravilo ni delovalo; ena krava je poginila.',
      'B.3_serious': 'yes',
      'B.3_seriousness_criteria': ['death'],
      'B.3_treated_for_ae': 'yes',
      'B.3_treatment_text': 'Drug antibiotik.',
      'B.3_additional_information': 'Ali je serija znana po težavah?',
      'B.4_outcome_to_date': 'died',
      'B.4_number_of_animals_died': 1,
    });
  });

  it('lists both products with role, batch, dose in UCUM and route in EDQM codes', () => {
    assert.deepEqual(report[PRODUCTS], [
      {
        'B.2_product_role': 'suspect',
        'B.2_registered_name': 'Mastivet 600 mg',
        'B.2_lot_number': 'MV-2291',
        'B.2_dose_amount': 10,
        'B.2_dose_unit': 'mL',
        'B.2_route': '20034000',
        'B.2_administered_by': 'veterinarian',
        'B.2_used_according_to_label': 'yes',
        'B.2_first_exposure_date': '2026-10-01',
        'B.2_last_exposure_date': '2026-10-03',
      },
      {
        'B.2_product_role': 'concomitant',
        'B.2_registered_name': 'Kalcijev borglukonat',
        'B.2_dose_text': '500 ml',
        'B.2_route': '20045000',
        'B.2_administered_by': 'veterinarian',
      },
    ]);
  });

  it('maps a report stored under schema version 1', () => {
    const old = vichReport({
      reference: 'VET-2025-000003',
      receivedAt: RECEIVED,
      market: 'cro',
      locale: 'hr',
      ...readReport('veterinary', 1, version1Veterinary()),
    });
    assert.equal(old['A.4.1_unique_aer_id'], 'HR-FARMADRIA-VET-2025-000003');
    assert.equal(old['A.1_regulatory_authority'], 'HALMED');
    assert.equal(old['A.4_report_language'], 'hrv');
    assert.equal(old['A.3_primary_reporter_type'], 'owner');
    assert.equal(old['A.4_type_of_information'], 'animalReaction');
    assert.equal(old['B.1_species'], 'other');
    assert.equal(old['B.1_species_text'], 'pas, labrador');
    assert.equal(old['B.1_gender'], 'female');
    assert.equal(old['B.1_weight_kg'], 28.5);
    assert.equal(old['B.1_health_status_prior_to_exposure'], 'animalAge: 3 godine', 'an age that is no number is kept as text');
    assert.equal(old['B.3_clinical_signs_text'], 'Povraćanje.');
    assert.deepEqual(old[PRODUCTS], [
      {
        'B.2_product_role': 'suspect',
        'B.2_registered_name': 'Vet X',
        'B.2_lot_number_unknown': true,
        'B.2_dose_text': '1 tableta',
        'B.2_first_exposure_date': '2026-11-01',
      },
    ]);
  });

  it('refuses a human report', () => {
    assert.throws(() => vichReport(stored(completeHuman(), 'NUS-2026-000001')), /veterinary/);
  });

  it('writes CSV with the VICH element names as headers: a row per report and per product, codes with labels', () => {
    const older = {
      reference: 'VET-2025-000003',
      receivedAt: RECEIVED,
      market: 'cro' as const,
      locale: 'hr' as const,
      ...readReport('veterinary', 1, version1Veterinary()),
    };
    const files = vichCsv([
      { ...herd, t: messagesFor('sl').report },
      { ...older, t: messagesFor('en').report },
    ]);
    assert.deepEqual(Object.keys(files), ['vich-reports.csv', 'vich-products.csv']);

    const [reportHeader] = parse(files['vich-reports.csv']);
    assert.deepEqual(
      reportHeader!.filter((name) => !name.endsWith('_label')),
      REPORT_ELEMENTS.map((element) => element.name),
    );
    const reports = rowsOf(files['vich-reports.csv']);
    assert.equal(reports.length, 2);
    const [first, second] = reports;
    assert.equal(first!['A.4.1_unique_aer_id'], 'SI-FARMADRIA-VET-2026-000007');
    assert.equal(first!['A.4_type_of_information'], 'lackOfEfficacy');
    assert.equal(first!['A.4_type_of_information_label'], messagesFor('sl').report.options.vetReportType.lackOfEfficacy);
    assert.equal(first!['B.4_outcome_to_date'], 'died');
    assert.equal(first!['B.4_outcome_to_date_label'], messagesFor('sl').report.options.vetOutcome.died);
    assert.equal(first!['B.1_age_unit_label'], messagesFor('sl').report.options.ageUnit.years);
    assert.equal(first!['B.1_female_physiological_status'], 'pregnant');
    assert.equal(first!['B.3_seriousness_criteria_label'], messagesFor('sl').report.fields.seriousDeath);
    assert.equal(second!['A.4.1_unique_aer_id'], 'HR-FARMADRIA-VET-2025-000003');
    assert.equal(second!['B.1_species_label'], 'Other');

    const [productHeader] = parse(files['vich-products.csv']);
    assert.deepEqual(productHeader!.slice(0, 2), ['A.4.1_unique_aer_id', 'B.2_product_number']);
    assert.deepEqual(
      productHeader!.slice(2).filter((name) => !/_label$/.test(name) || name === 'B.2_used_according_to_label'),
      PRODUCT_ELEMENTS.map((element) => element.name),
    );
    const products = rowsOf(files['vich-products.csv']);
    assert.deepEqual(
      products.map((row) => [row['A.4.1_unique_aer_id'], row['B.2_product_number'], row['B.2_registered_name']]),
      [
        ['SI-FARMADRIA-VET-2026-000007', '1', 'Mastivet 600 mg'],
        ['SI-FARMADRIA-VET-2026-000007', '2', 'Kalcijev borglukonat'],
        ['HR-FARMADRIA-VET-2025-000003', '1', 'Vet X'],
      ],
    );
    assert.equal(products[0]!['B.2_route'], "'20034000", 'a code, kept as text: a spreadsheet would make it a number');
    assert.equal(products[0]!['B.2_route_label'], messagesFor('sl').report.options.vetRoute.intramammary);
    assert.equal(products[0]!['B.2_dose_unit'], 'mL');
    assert.equal(products[1]!['B.2_product_role_label'], messagesFor('sl').report.options.vetRole.concomitant);
  });

  it("carries the officer's coded terms of the clinical signs and the ABON result of each assessed product, in the JSON and the CSV", () => {
    // As the case holds them: 0-based positions; the concomitant product (position 1) is not assessed.
    const assessment = vichAssessmentOf({
      codes: [{ reaction: 0, lltCode: '10061428', lltTerm: 'Lack of efficacy', meddraVersion: '27.1' }],
      causality: [{ reaction: 0, medicine: 0, result: 'A' }],
    });
    const assessed = { ...herd, assessment };
    const json = vichReport(assessed);
    assert.deepEqual(
      [json['B.3_clinical_signs_term_code'], json['B.3_clinical_signs_term'], json['B.3_clinical_signs_terminology_version']],
      [['10061428'], ['Lack of efficacy'], ['MedDRA 27.1']],
    );
    assert.deepEqual(
      (json[PRODUCTS] as Array<Record<string, unknown>>).map((product) => product['B.2_causality_assessment']),
      ['A', undefined],
    );
    assert.equal(report['B.3_clinical_signs_term_code'], undefined, 'nothing before the officer coded');

    // The VeDDRA events coded from a release stand in for the code typed before it was loaded, each its own term.
    const events = [
      { reaction: 0, dictionary: 'veddra', version: '2.3', lltCode: '2211', lltName: 'Lack of efficacy' },
      { reaction: 0, dictionary: 'veddra', version: '2.3', lltCode: '1234', lltName: 'Mastitis' },
      { reaction: 1, dictionary: 'veddra', version: '2.3', lltCode: '9999', lltName: 'Not the report’s one event' },
    ];
    const veddra = vichReport({
      ...herd,
      assessment: vichAssessmentOf(
        { codes: assessment.terms.map(() => ({ reaction: 0, lltCode: '10061428', lltTerm: 'Lack of efficacy', meddraVersion: '27.1' })), causality: [] },
        events,
      ),
    });
    assert.deepEqual(
      [veddra['B.3_clinical_signs_term_code'], veddra['B.3_clinical_signs_term'], veddra['B.3_clinical_signs_terminology_version']],
      [
        ['2211', '1234'],
        ['Lack of efficacy', 'Mastitis'],
        ['VeDDRA 2.3', 'VeDDRA 2.3'],
      ],
    );

    const words = {
      header: (name: string) => `«${name}»`,
      labelHeader: (name: string) => `«${name}» in words`,
      causality: (result: string) => `ABON ${result} in words`,
    };
    const files = vichCsv([{ ...assessed, t: messagesFor('sl').report }], words);
    const [reportRow] = rowsOf(files['vich-reports.csv']);
    assert.equal(reportRow!['«B.3_clinical_signs_term_code»'], "'10061428", 'a code, kept as text');
    assert.equal(reportRow!['«B.3_clinical_signs_term»'], 'Lack of efficacy');
    assert.equal(reportRow!['«A.4_type_of_information» in words'], messagesFor('sl').report.options.vetReportType.lackOfEfficacy);
    const products = rowsOf(files['vich-products.csv']);
    assert.deepEqual(Object.keys(products[0]!).slice(0, 2), ['«A.4.1_unique_aer_id»', '«B.2_product_number»']);
    assert.deepEqual(
      products.map((row) => [row['«B.2_causality_assessment»'], row['«B.2_causality_assessment» in words']]),
      [
        ['A', 'ABON A in words'],
        ['', ''],
      ],
    );
  });

  it('has every element in the mapping document', () => {
    const mapping = readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');
    for (const { name } of [...REPORT_ELEMENTS, ...PRODUCT_ELEMENTS]) assert.ok(mapping.includes(`\`${name}\``), `${name} is not in README.md`);
  });
});

describe('VICH GL42 export of texts as typed', () => {
  const TEXT_PATHS: string[] = [];
  everyTextHolding('veterinary', (path) => (TEXT_PATHS.push(path), ''));
  const placeholder = (index: number) => `⟦${index}⟧`;

  /** A veterinary report whose text at each of TEXT_PATHS holds `textAt` its index; stored as the intake stores it, unvalidated. */
  function typedCase(textAt: (index: number) => string): VichCase & { t: ReturnType<typeof messagesFor>['report'] } {
    const values = everyTextHolding('veterinary', (path) => textAt(TEXT_PATHS.indexOf(path)));
    const payload = JSON.parse(JSON.stringify(encodeReport('veterinary', cleanReport('veterinary', values))));
    return {
      reference: 'VET-2026-000010',
      receivedAt: RECEIVED,
      market: 'cro',
      locale: 'hr',
      t: messagesFor('hr').report,
      ...readReport('veterinary', REPORT_SCHEMA_VERSION, payload),
    };
  }

  /** What `--format json` and the CSV files carry, read back: the JSON parsed, the CSV cells parsed. */
  function readBack(c: ReturnType<typeof typedCase>) {
    const files = vichCsv([c]);
    return { json: JSON.parse(JSON.stringify(vichReport(c))) as unknown, csv: Object.values(files).map(parse) };
  }

  /** A spreadsheet must not read a cell as a formula: such a text gains a leading apostrophe (packages/lib/text.ts, csvCell), nothing else changes. */
  const asCsvHoldsIt = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

  /** Each placeholder of the export of placeholders reads back as the text typed in its place; nothing else differs. */
  function assertReadsBackAsTyped(texts: readonly string[]) {
    const typed = TEXT_PATHS.map((_, index) => texts[index % texts.length]!);
    const read = readBack(typedCase((index) => typed[index]!));
    const template = readBack(typedCase(placeholder));
    const fill = (value: string, as: (text: string) => string) => {
      const index = /^⟦(\d+)⟧$/.exec(value)?.[1];
      return index === undefined ? value : as(typed[Number(index)]!);
    };
    const filled = (value: unknown): unknown =>
      typeof value === 'string'
        ? fill(value, (text) => text)
        : Array.isArray(value)
          ? value.map(filled)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item)]))
            : value;
    assert.deepEqual(read.json, filled(template.json));
    assert.deepEqual(
      read.csv,
      template.csv.map((rows) => rows.map((row) => row.map((cell) => fill(cell, asCsvHoldsIt)))),
    );
  }

  it('holds each hostile text in every text field, in the JSON and in the CSV', () => {
    for (const text of HOSTILE_TEXTS) assertReadsBackAsTyped([text]);
    assertReadsBackAsTyped(HOSTILE_TEXTS);
  });

  it('holds any text a reporter may type, generated', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(typedText(), fc.constantFrom('=1+1', '-2', '@SUM(A1)', '+x')), { minLength: 1, maxLength: 6 }), (texts) => {
        assertReadsBackAsTyped(texts);
      }),
      { numRuns: 60 },
    );
  });
});
