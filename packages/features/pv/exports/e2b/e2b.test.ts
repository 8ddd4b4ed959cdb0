import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { messagesFor } from '@/i18n/messages';
import { e2bProblems, type ExpectedReport } from '../../../../../tests/support/e2b/check';
import { asXmlHoldsIt, HOSTILE_TEXTS, strictXml, typedText } from '../../../../../tests/support/strict-xml';
import { completeHuman, completeVeterinary, everyTextHolding, seriousInfant, version1Human } from '../../../../../tests/int/fixtures/reports';
import { encodeReport, readReport, REPORT_SCHEMA_VERSION } from '@/features/pv/intake/record';
import { cleanReport, validateReport, type ReportValues } from '@/features/pv/intake/validation';
import { caseId, e2bBatch, type E2bCase } from './writer';

const t = messagesFor('hr').report;
const RECEIVED = new Date('2026-11-20T10:00:00Z');

function stored(values: ReportValues, reference: string): E2bCase {
  const kind = values.kind!;
  assert.deepEqual(validateReport(kind, values, '2026-11-22'), []);
  const payload = JSON.parse(JSON.stringify(encodeReport(kind, cleanReport(kind, values))));
  return { reference, receivedAt: RECEIVED, market: 'cro', locale: 'hr', t, ...readReport(kind, REPORT_SCHEMA_VERSION, payload) };
}

const batch = (cases: E2bCase[]) => e2bBatch(cases, { market: 'cro', now: new Date('2026-11-21T08:00:00Z') });

describe('E2B(R3) export', () => {
  const infant = stored(seriousInfant(), 'NUS-2026-000001');
  const adult = stored(completeHuman(), 'NUS-2026-000002');
  const expected: ExpectedReport[] = [
    {
      caseId: 'HR-FARMADRIA-NUS-2026-000001',
      reactions: ['Otežano disanje', 'Osip po trbuhu'],
      medicines: [
        { name: 'Sirup X', role: 1 },
        { name: 'Vitamin D kapi', role: 2 },
      ],
    },
    { caseId: 'HR-FARMADRIA-NUS-2026-000002', reactions: ['Osip po rukama.'], medicines: [{ name: 'Lijek A 500 mg', role: 1 }] },
  ];
  const xml = batch([infant, adult]);

  it('writes one batch that passes the structural check and reads back to the same cases', () => {
    assert.deepEqual(e2bProblems(xml, expected), []);
    assert.equal(caseId('slo', 'NUS-2026-000009'), 'SI-FARMADRIA-NUS-2026-000009');
    assert.match(xml, /<id extension="HALMED" root="2\.16\.840\.1\.113883\.3\.989\.2\.1\.3\.12"\/>/);
  });

  it('codes what the reporter chose: age in months, seriousness, outcome, role, route, counterfeit, action and rechallenge', () => {
    assert.match(xml, /<value xsi:type="PQ" value="3" unit="mo"\/>/);
    assert.match(xml, /<low value="202611"\/>/, 'a partial start date keeps its precision');
    assert.match(xml, /<code code="21" codeSystem="2\.16\.840\.1\.113883\.3\.989\.2\.1\.1\.19"\/>\s*<value xsi:type="BL" value="true"\/>/);
    assert.match(xml, /<value xsi:type="CE" code="4" codeSystem="2\.16\.840\.1\.113883\.3\.989\.2\.1\.1\.11"\/>/, 'recovered with sequelae');
    assert.match(xml, /<routeCode code="20053000" codeSystem="0\.4\.0\.127\.0\.16\.1\.1\.2\.6">\s*<originalText>Na usta<\/originalText>/);
    assert.match(xml, /<routeCode>\s*<originalText>Na dudu<\/originalText>/, 'another route goes as free text');
    assert.match(xml, /<value xsi:type="CE" code="1" codeSystem="2\.16\.840\.1\.113883\.3\.989\.2\.1\.1\.17"\/>/, 'counterfeit');
    assert.match(xml, /<code code="1" codeSystem="2\.16\.840\.1\.113883\.3\.989\.2\.1\.1\.15"\/>/, 'drug withdrawn');
    assert.match(xml, /<value xsi:type="CE" code="4" codeSystem="2\.16\.840\.1\.113883\.3\.989\.2\.1\.1\.16"\/>/, 'not re-given');
    assert.match(xml, /<period value="8" unit="h"\/>/);
    assert.match(xml, /<doseQuantity value="2.5" unit="mL"\/>/);
    assert.match(xml, /<name nullFlavor="UNK"\/>|<name>L\. M\.<\/name>/);
  });

  it('exports a report stored under schema version 1', () => {
    const old: E2bCase = { reference: 'NUS-2026-000003', receivedAt: RECEIVED, market: 'cro', locale: 'hr', t, ...readReport('human', 1, version1Human()) };
    const oldXml = batch([old]);
    assert.deepEqual(
      e2bProblems(oldXml, [{ caseId: 'HR-FARMADRIA-NUS-2026-000003', reactions: ['Osip po rukama.'], medicines: [{ name: 'Lijek A 500 mg', role: 1 }] }]),
      [],
    );
    assert.match(
      oldXml,
      /<code code="33" codeSystem="2\.16\.840\.1\.113883\.3\.989\.2\.1\.1\.19"\/>\s*<value xsi:type="BL" value="true"\/>/,
      'hospital admission became a seriousness criterion',
    );
  });

  it('refuses veterinary reports: E2B(R3) is for human medicines', () => {
    assert.throws(() => batch([stored(completeVeterinary(), 'VET-2026-000001')]), /human medicines/);
  });
});

describe('the structural E2B check fails on bad XML', () => {
  const xml = batch([stored(completeHuman(), 'NUS-2026-000002')]);
  const expected: ExpectedReport[] = [
    { caseId: 'HR-FARMADRIA-NUS-2026-000002', reactions: ['Osip po rukama.'], medicines: [{ name: 'Lijek A 500 mg', role: 1 }] },
  ];
  const fails = (bad: string, pattern: RegExp) => {
    assert.notEqual(bad, xml, 'the mutation applies');
    const problems = e2bProblems(bad, expected);
    assert.ok(
      problems.some((problem) => pattern.test(problem)),
      `expected ${pattern} in ${JSON.stringify(problems, null, 1)}`,
    );
  };

  it('passes the untouched export', () => assert.deepEqual(e2bProblems(xml, expected), []));
  it('not well formed', () => fails(xml.replace('</PORR_IN049016UV>', ''), /not well formed/));
  it('without the XML declaration or the HL7 namespace', () => {
    fails(xml.replace(/^<\?xml[^>]*>/, ''), /XML declaration/);
    fails(xml.replace('xmlns="urn:hl7-org:v3"', 'xmlns="urn:example"'), /HL7 v3/);
  });
  it('an element the ICH example does not have at that place', () =>
    fails(xml.replace('<statusCode code="active"/>', '<statusCode code="active"/><confidentialityCode code="N"/>'), /not in the ICH example/));
  it('a wrong root OID', () =>
    fails(xml.replace('root="2.16.840.1.113883.3.989.2.1.3.2"', 'root="2.16.840.1.113883.3.989.2.1.3.99"'), /not in the ICH example/));
  it('a wrong code system', () =>
    fails(xml.replace('codeSystem="2.16.840.1.113883.3.989.2.1.1.11"', 'codeSystem="2.16.840.1.113883.3.989.2.1.1.10"'), /code system/));
  it('a code outside the allowed values', () =>
    fails(xml.replace(/(<value xsi:type="CE" code=")2(" codeSystem="2\.16\.840\.1\.113883\.3\.989\.2\.1\.1\.11")/, '$17$2'), /E\.i\.7.*not in/));
  it('a text longer than the element allows', () => fails(xml.replace('Lijek A 500 mg', 'L'.repeat(251)), /G\.k\.2\.2.*longer than 250/));
  it('a wrong data type', () => fails(xml.replace(/<value xsi:type="PQ" value="42"/, '<value xsi:type="PQ" value="forty"'), /D\.2\.2a.*not numeric/));
  it('a null flavour the element does not allow', () =>
    fails(xml.replace(/<value xsi:type="BL" nullFlavor="NI"\/>/, '<value xsi:type="BL" nullFlavor="MSK"/>'), /null flavour MSK not allowed/));
  it('a boolean value the element does not allow', () =>
    fails(xml.replace(/<value xsi:type="BL" nullFlavor="NI"\/>/, '<value xsi:type="BL" value="false"/>'), /boolean false not allowed/));
  it('a filled element no rule covers', () =>
    fails(
      xml
        .replace('<availabilityTime', '<effectiveTime value="2026"/><availabilityTime')
        .replace(/<effectiveTime value="2026"\/>/, '<id extension="x" root="2.16.840.1.113883.3.989.2.1.3.2"/>'),
      /without an ICH rule|not in the ICH example/,
    ));
  it('no suspect medicine (minimum case)', () =>
    fails(xml.replace(/(<value xsi:type="CE" code=")1(" codeSystem="2\.16\.840\.1\.113883\.3\.989\.2\.1\.1\.13")/, '$12$2'), /no suspect medicine/));
  it('no reaction (minimum case)', () => fails(xml.replace(/<originalText language="hrv">Osip po rukama\.<\/originalText>/, ''), /no reaction/));
  it('no reporter qualification (minimum case)', () =>
    fails(xml.replace(/<code code="5" codeSystem="2\.16\.840\.1\.113883\.3\.989\.2\.1\.1\.6"\/>/, ''), /C\.2\.r\.4/));
  it('content that does not read back to the report', () => fails(xml.replaceAll('NUS-2026-000002', 'NUS-2026-000009'), /parses back/));
});

describe('E2B(R3) export of texts as typed', () => {
  const TEXT_PATHS: string[] = [];
  everyTextHolding('human', (path) => (TEXT_PATHS.push(path), ''));
  const placeholder = (index: number) => `⟦${index}⟧`;

  /** The case of a report whose text at each of TEXT_PATHS holds `textAt` its index; stored as the intake stores it, unvalidated: an export must hold any text. */
  function typedCase(textAt: (index: number) => string): E2bCase {
    const values = everyTextHolding('human', (path) => {
      const text = textAt(TEXT_PATHS.indexOf(path));
      // The name goes as given name and family name, split at whitespace.
      return path === 'reporterName' ? `${text} ${text}` : text;
    });
    const payload = JSON.parse(JSON.stringify(encodeReport('human', cleanReport('human', values))));
    return { reference: 'NUS-2026-000010', receivedAt: RECEIVED, market: 'cro', locale: 'hr', t, ...readReport('human', REPORT_SCHEMA_VERSION, payload) };
  }

  /** Every attribute value and text of the document, element by element in document order, as a strict parser reads them. */
  function contentOf(xml: string): string[] {
    const lines: string[] = [];
    const visit = (element: Element, trail: string) => {
      const path = `${trail}/${element.localName}`;
      for (const attribute of Array.from(element.attributes)) lines.push(`${path}/@${attribute.name}=${attribute.value}`);
      const nodes = Array.from(element.childNodes);
      lines.push(
        `${path}/text()=${nodes
          .filter((node) => node.nodeType === 3 || node.nodeType === 4)
          .map((node) => node.nodeValue)
          .join('')}`,
      );
      for (const child of nodes) if (child.nodeType === 1) visit(child as Element, path);
    };
    visit(strictXml(xml).documentElement, '');
    return lines;
  }

  /**
   * Exports a report holding `texts` (one per text field, in turn) and compares everything the
   * receiver reads with the export of the same report holding placeholders: each placeholder must
   * read back as the text typed in its place, less only what XML forbids, and nothing else may differ.
   */
  function assertReadsBackAsTyped(texts: readonly string[]) {
    const typed = TEXT_PATHS.map((path, index) => {
      const text = texts[index % texts.length]!;
      return path === 'reporterName' ? text.replace(/\s/g, '') || '&' : text;
    });
    const xml = batch([typedCase((index) => typed[index]!)]);
    const expected = contentOf(batch([typedCase(placeholder)])).map((line) =>
      line.replace(/⟦(\d+)⟧/g, (_, index: string) => asXmlHoldsIt(typed[Number(index)]!)),
    );
    assert.deepEqual(contentOf(xml), expected);
    return xml;
  }

  it('holds each hostile text in every text field: well formed, and every text reads back as typed', () => {
    for (const text of HOSTILE_TEXTS) {
      const xml = assertReadsBackAsTyped([text]);
      assert.deepEqual(e2bProblems(xml), [], text);
    }
    const narrative = strictXml(assertReadsBackAsTyped([HOSTILE_TEXTS[1]])).getElementsByTagName('text')[0]!.textContent!;
    assert.ok(narrative.includes(`: ${HOSTILE_TEXTS[1]}`), 'the narrative quotes the reporter verbatim');
  });

  it("holds the hostile texts mixed across the fields, and in the officer's narrative", () => {
    assertReadsBackAsTyped(HOSTILE_TEXTS);
    const narrative = HOSTILE_TEXTS.join('\n');
    const xml = batch([{ ...typedCase((index) => `${index}`), assessment: { codes: [], causality: [], narrative } }]);
    assert.equal(strictXml(xml).getElementsByTagName('text')[0]!.textContent, asXmlHoldsIt(narrative));
  });

  it('holds any text a reporter may type, generated', () => {
    fc.assert(
      fc.property(fc.array(typedText(), { minLength: 1, maxLength: 6 }), (texts) => {
        assertReadsBackAsTyped(texts);
      }),
      { numRuns: 100 },
    );
  });
});
