import xpath from 'xpath';
import { parseXml, structureProblems } from './structure';
import { ruleProblems } from './rules';

/**
 * The structural E2B(R3) check the tests run on every export:
 * - the XML is well formed, UTF-8, in the HL7 v3 namespace;
 * - every element path exists at the same nesting, with the same root OIDs
 *   and code systems, in the ICH example FAERS2022Scenario6.xml;
 * - every filled element obeys the length, data type, allowed values and
 *   null flavours of fda-e2b-r3-data-elements.csv, and no filled element
 *   escapes those rules;
 * - each report holds the ICH minimum case;
 * - the XML parses back to the reports' references, reactions and medicines.
 * What it does not check is listed in tests/support/e2b/README.md.
 */
const HL7 = 'urn:hl7-org:v3';
const KIND_SYSTEMS = new Set([
  '2.16.840.1.113883.3.989.2.1.1.19',
  '2.16.840.1.113883.3.989.2.1.1.20',
  '2.16.840.1.113883.3.989.2.1.1.21',
  '2.16.840.1.113883.3.989.2.1.1.22',
  '2.16.840.1.113883.3.989.2.1.1.23',
  '2.16.840.1.113883.5.4',
  '2.16.840.1.113883.1.18',
]);
/** Message plumbing with fixed values, outside the ICH data elements. */
const FIXED_ELEMENTS = new Set(['interactionId', 'processingCode', 'processingModeCode', 'acceptAckCode', 'responseModeCode', 'statusCode']);
const DATA_ATTRIBUTES = new Set(['value', 'extension', 'unit', 'language', 'nullFlavor', 'code', 'codeSystemVersion']);

export interface ExpectedReport {
  /** C.1.1 as written: country-company-reference. */
  caseId: string;
  reactions: string[];
  medicines: Array<{ name: string; role: number }>;
}

type ReadBack = ExpectedReport;

/** Filled values no rule looked at: a new element the export writes must be mapped, not slip through. */
function uncheckedLeaves(document: Document, checked: Set<Node>): string[] {
  const found: string[] = [];
  const visit = (element: Element, trail: string) => {
    const path = `${trail}/${element.localName}`;
    if (!FIXED_ELEMENTS.has(element.localName) && element.localName !== 'telecom') {
      for (const attribute of Array.from(element.attributes)) {
        if (!DATA_ATTRIBUTES.has(attribute.name)) continue;
        if (attribute.name === 'code' && element.localName === 'code' && KIND_SYSTEMS.has(element.getAttribute('codeSystem') ?? '')) continue;
        // C.1.10.r's linked report carries a fixed "not applicable" code, as in the ICH example.
        if (
          attribute.name === 'nullFlavor' &&
          attribute.value === 'NA' &&
          element.localName === 'code' &&
          (element.parentNode as Element | null)?.localName === 'relatedInvestigation'
        )
          continue;
        if (!checked.has(attribute)) found.push(`${path}/@${attribute.name}="${attribute.value}"`);
      }
    }
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === 1) visit(child as Element, path);
      else if (child.nodeType === 3 && child.nodeValue!.trim() !== '' && !checked.has(child)) found.push(`${path}/text()`);
    }
  };
  visit(document.documentElement, '');
  return found;
}

const strings = (expression: string, node: Node) => (xpath.select(expression, node as never) as Node[]).map((n) => n.nodeValue ?? n.textContent ?? '');

/** The reports of a batch as a receiver reads them. */
function readBack(document: Document): ReadBack[] {
  const messages = xpath.select('/MCCI_IN200100UV01/PORR_IN049016UV', document as never) as Node[];
  return messages.map((message) => {
    const event = 'controlActProcess/subject/investigationEvent';
    const role = `${event}/component/adverseEventAssessment/subject1/primaryRole`;
    const roleById = new Map<string, number>();
    for (const causality of xpath.select(
      `${event}/component/adverseEventAssessment/component/causalityAssessment[code[@code='20']]`,
      message as never,
    ) as Node[]) {
      roleById.set(strings('subject2/productUseReference/id/@root', causality)[0]!, Number(strings('value/@code', causality)[0]));
    }
    const medicines = (xpath.select(`${role}/subjectOf2/organizer[code[@code='4']]/component/substanceAdministration`, message as never) as Node[]).map(
      (drug) => ({
        name: strings('consumable/instanceOfKind/kindOfProduct/name/text()', drug)[0] ?? '',
        role: roleById.get(strings('id/@root', drug)[0] ?? '') ?? 0,
      }),
    );
    return {
      caseId: strings(`${event}/id[@root='2.16.840.1.113883.3.989.2.1.3.1']/@extension`, message)[0] ?? '',
      reactions: strings(`${role}/subjectOf2/observation[code[@code='29']]/value/originalText/text()`, message),
      medicines,
    };
  });
}

/** The PV officer's assessment in the first report of a batch: MedDRA codes (E.i.2.1), causality (G.k.9.i.2.r), narrative (H.1) and C.1.7. */
export function readAssessment(xml: string) {
  const document = parseXml(xml.replace(` xmlns="${HL7}"`, ''));
  const event = '/MCCI_IN200100UV01/PORR_IN049016UV[1]/controlActProcess/subject/investigationEvent';
  const role = `${event}/component/adverseEventAssessment/subject1/primaryRole`;
  const reactions = xpath.select(`${role}/subjectOf2/observation[code[@code='29']]/value[@code]`, document as never) as Element[];
  const causality = xpath.select(`${event}/component/adverseEventAssessment/component/causalityAssessment[code[@code='39']]`, document as never) as Node[];
  return {
    codes: reactions.map((value) => ({ code: value.getAttribute('code'), version: value.getAttribute('codeSystemVersion') })),
    causality: causality.map((item) => ({
      result: strings('value/text()', item)[0],
      method: strings('methodCode/originalText/text()', item)[0],
      source: strings('author/assignedEntity/code/originalText/text()', item)[0],
    })),
    narrative: strings(`${event}/text/text()`, document)[0],
    expedited: strings(`${event}/component/observationEvent[code[@code='23']]/value/@value`, document)[0],
  };
}

function minimumCaseProblems(document: Document): string[] {
  const problems: string[] = [];
  const messages = xpath.select('/MCCI_IN200100UV01/PORR_IN049016UV', document as never) as Node[];
  messages.forEach((message, index) => {
    const at = `report ${index + 1}`;
    const event = 'controlActProcess/subject/investigationEvent';
    const role = `${event}/component/adverseEventAssessment/subject1/primaryRole`;
    const has = (expression: string) => strings(expression, message).some((value) => value.trim() !== '');
    if (
      !has(
        `${event}/outboundRelationship/relatedInvestigation[code[@code='2']]/subjectOf2/controlActEvent/author/assignedEntity/assignedPerson/asQualifiedEntity/code/@code`,
      )
    ) {
      problems.push(`${at}: no reporter qualification (C.2.r.4)`);
    }
    const patient = [
      `${role}/player1/name/text()`,
      `${role}/player1/birthTime/@value`,
      `${role}/subjectOf2/observation[code[@code='3']]/value/@value`,
      `${role}/subjectOf2/observation[code[@code='4']]/value/@code`,
      `${role}/player1/administrativeGenderCode/@code`,
    ];
    if (!patient.some(has)) problems.push(`${at}: no identifiable patient (D.1, D.2 or D.5)`);
    if (!has(`${role}/subjectOf2/observation[code[@code='29']]/value/originalText/text()`)) problems.push(`${at}: no reaction (E.i.1.1a)`);
    const suspects = readBack(document)[index]!.medicines.filter((medicine) => medicine.role === 1 && medicine.name.trim() !== '');
    if (suspects.length === 0) problems.push(`${at}: no suspect medicine with its name (G.k.1 = 1, G.k.2.2)`);
  });
  return problems;
}

/** Everything wrong with an E2B(R3) export; empty when it passes. */
export function e2bProblems(xml: string, expected?: ExpectedReport[]): string[] {
  if (!/^<\?xml version="1.0" encoding="UTF-8"\?>/i.test(xml)) return ['no UTF-8 XML declaration'];
  let document: Document;
  try {
    document = parseXml(xml);
  } catch (error) {
    return [(error as Error).message];
  }
  if (document.documentElement.namespaceURI !== HL7 || document.documentElement.localName !== 'MCCI_IN200100UV01') {
    return ['the root is not an HL7 v3 MCCI_IN200100UV01 batch'];
  }
  const problems = [...structureProblems(document)];
  // The table's XPaths name elements without a namespace prefix: evaluate them on the document without its default namespace.
  const plain = parseXml(xml.replace(` xmlns="${HL7}"`, ''));
  const { problems: ruleFailures, checked } = ruleProblems(plain);
  problems.push(...ruleFailures, ...uncheckedLeaves(plain, checked).map((leaf) => `filled element without an ICH rule: ${leaf}`));
  problems.push(...minimumCaseProblems(plain));
  if (expected) {
    const read = readBack(plain);
    if (JSON.stringify(read) !== JSON.stringify(expected)) problems.push(`parses back to ${JSON.stringify(read)}, expected ${JSON.stringify(expected)}`);
  }
  return problems;
}
