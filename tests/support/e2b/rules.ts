import xpath from 'xpath';
import { dataElements, type DataElement } from './data-elements';

/**
 * The data-element rules of fda-e2b-r3-data-elements.csv applied to an
 * export: each ICH element's XPath from the table is evaluated, and what it
 * finds must obey the element's length, data type, allowed values and null
 * flavours. The table's XPaths are normalised first: repeat markers ([r],
 * [i], [k]) and UUID placeholders become "any", and where the table is
 * inconsistent with the ICH example instance (routes under the retired ICH
 * route list OID, dose forms under "TBD", E.i.5 as SXPR_TS, dosage elements
 * given only as "see X-Path reference") the example instance's form is used.
 */
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const select = xpath.useNamespaces({ xsi: XSI });

const REGIMEN =
  "/MCCI_IN200100UV01/PORR_IN049016UV/controlActProcess/subject/investigationEvent/component/adverseEventAssessment/subject1/primaryRole/subjectOf2/organizer[code[@code='4']]/component/substanceAdministration/outboundRelationship2[@typeCode='COMP']/substanceAdministration";
const DRUG =
  "/MCCI_IN200100UV01/PORR_IN049016UV/controlActProcess/subject/investigationEvent/component/adverseEventAssessment/subject1/primaryRole/subjectOf2/organizer[code[@code='4']]/component/substanceAdministration";
const REACTION =
  "/MCCI_IN200100UV01/PORR_IN049016UV/controlActProcess/subject/investigationEvent/component/adverseEventAssessment/subject1/primaryRole/subjectOf2/observation[code[@code='29']]";

/** XPaths the table does not give, or gives in a form the ICH example does not use. */
const OVERRIDES: Record<string, string[]> = {
  'G.k.4.r.1a': [`${REGIMEN}/doseQuantity/@value`],
  'G.k.4.r.1b': [`${REGIMEN}/doseQuantity/@unit`],
  'G.k.4.r.2': [`${REGIMEN}/effectiveTime[@xsi:type='SXPR_TS']/comp[@xsi:type='PIVL_TS']/period/@value`],
  'G.k.4.r.3': [`${REGIMEN}/effectiveTime[@xsi:type='SXPR_TS']/comp[@xsi:type='PIVL_TS']/period/@unit`],
  'G.k.4.r.4': [`${REGIMEN}/effectiveTime[@xsi:type='SXPR_TS']/comp[@xsi:type='IVL_TS']/low/@value`],
  'G.k.4.r.5': [`${REGIMEN}/effectiveTime[@xsi:type='SXPR_TS']/comp[@xsi:type='IVL_TS']/high/@value`],
  'G.k.4.r.9.1': [`${REGIMEN}/consumable/instanceOfKind/kindOfProduct/formCode/originalText/text()`],
  'G.k.4.r.10.1': [`${REGIMEN}/routeCode/originalText/text()`],
  'G.k.4.r.10.2a': [`${REGIMEN}/routeCode/@codeSystemVersion`],
  'G.k.4.r.10.2b': [`${REGIMEN}/routeCode/@code`],
  'G.k.11': [`${DRUG}/outboundRelationship2[@typeCode='REFR']/observation[code[@code='2']]/value[@xsi:type='ST']/text()`],
  // The table points at the causality's component; the value is the id of the reaction it assesses.
  'G.k.9.i.1': [
    "/MCCI_IN200100UV01/PORR_IN049016UV/controlActProcess/subject/investigationEvent/component/adverseEventAssessment/component/causalityAssessment[code[@code='39']]/subject1/adverseEffectReference/id/@root",
  ],
  'E.i.5': [`${REACTION}/effectiveTime[@xsi:type='IVL_TS']/high/@value`, `${REACTION}/effectiveTime[@xsi:type='IVL_TS']/high/@nullFlavor`],
};

function normaliseXpath(expression: string): string {
  let normalised = expression
    .replace(/\[(?:r|i|k)\]/g, '')
    .replace(/\[@xsi:schemaLocation=[^\]]*\]|\[@ITSVersion=[^\]]*\]/g, '')
    .replace(/\[[^[\]]*'UUID of [^']*'[^[\]]*\]/g, '')
    .replace(/\[[^[\]]*\[[^[\]]*'UUID of [^']*'[^[\]]*\][^[\]]*\]/g, '')
    // The table misses the slash before a few attributes (code@code).
    .replace(/([\w\]])@(\w)/g, '$1/@$2');
  if (normalised.startsWith('PORR_IN049016UV')) normalised = `/MCCI_IN200100UV01/${normalised}`;
  return normalised.replace(/\s+/g, ' ');
}

function xpathsOf(element: DataElement): string[] {
  return OVERRIDES[element.number] ?? element.xpaths.map(normaliseXpath);
}

const NUMERIC = /^-?\d+(\.\d+)?$/;
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const TIMESTAMP = /^\d{4}(\d{2}(\d{2}(\d{2}(\d{2}(\d{2}(\.\d{1,4})?)?)?)?)?)?([+-]\d{4})?$/;
/** UCUM units listed one by one, as "a (Year), mo (Month), …". */
function listedUnits(allowed: string): string[] | undefined {
  if (!/^UCUM code/.test(allowed)) return undefined;
  return [...allowed.matchAll(/([\w.{}[\]]+) \(/g)].map((match) => match[1]!);
}

function valueProblem(element: DataElement, value: string, isNullFlavor: boolean): string | undefined {
  if (isNullFlavor) return element.nullFlavors.includes(value) ? undefined : `null flavour ${value} not allowed`;
  // G.k.9.i.1 holds UUIDs (the table's notes say so): its length 32 counts their hex digits, the ICH example writes them with hyphens.
  if (element.number === 'G.k.9.i.1') return UUID.test(value) ? undefined : `not a UUID: ${value}`;
  if (element.maxLength !== undefined && [...value].length > element.maxLength) return `longer than ${element.maxLength}`;
  switch (element.type) {
    case 'N':
      if (!NUMERIC.test(value)) return `not numeric: ${value}`;
      break;
    case 'A':
      if (!/^[A-Za-z]+$/.test(value)) return `not alphabetic: ${value}`;
      break;
    case 'Date/Time':
      if (!TIMESTAMP.test(value)) return `not an HL7 timestamp: ${value}`;
      break;
    case 'Boolean': {
      const allowed = element.allowedText.split('nullFlavor')[0]!.match(/\b(true|false)\b/g) ?? ['true', 'false'];
      if (!allowed.includes(value)) return `boolean ${value} not allowed (allowed: ${allowed.join(', ')})`;
      break;
    }
  }
  if (element.codes && element.type === 'N' && !element.codes.includes(value)) return `code ${value} not in ${element.codes.join(', ')}`;
  const units = listedUnits(element.allowedText);
  if (units && !units.includes(value)) return `unit ${value} not in ${units.join(', ')}`;
  if (/^ISO 3166/.test(element.allowedText) && !/^([A-Z]{2}|EU)$/.test(value)) return `not an ISO 3166 country: ${value}`;
  if (/^ISO 639/.test(element.allowedText) && !/^[a-z]{3}$/.test(value)) return `not an ISO 639-2 language: ${value}`;
  return undefined;
}

export interface RuleResult {
  problems: string[];
  /** Every node some element's XPath found: the filled elements that were checked. */
  checked: Set<Node>;
  /** Values found per element number. */
  values: Map<string, string[]>;
}

/** Applies every ICH element's rules to a document without its default namespace (so the table's XPaths apply). */
export function ruleProblems(document: Document): RuleResult {
  const problems: string[] = [];
  const checked = new Set<Node>();
  const values = new Map<string, string[]>();
  for (const element of dataElements().values()) {
    for (const expression of xpathsOf(element)) {
      let found: xpath.SelectReturnType;
      try {
        found = select(expression, document as never);
      } catch (error) {
        problems.push(`${element.number}: XPath does not evaluate (${(error as Error).message}): ${expression}`);
        continue;
      }
      const nodes = Array.isArray(found) ? (found as Node[]) : [];
      const strings = Array.isArray(found) ? nodes.map((node) => node.nodeValue ?? node.textContent ?? '') : found === '' ? [] : [String(found)];
      for (const node of nodes) {
        checked.add(node);
        // A unit the XPath itself fixes (D.3 in kg, D.4 in cm) is checked with the value.
        const fixedUnit = /\[@unit='([^']+)'\](\[\d+\])?\/@value$/.exec(expression);
        const unit = fixedUnit && (node as Attr).ownerElement?.getAttributeNode('unit');
        if (unit) checked.add(unit);
      }
      const isNullFlavor = expression.endsWith('@nullFlavor');
      for (const value of strings) {
        if (!isNullFlavor) values.set(element.number, [...(values.get(element.number) ?? []), value]);
        const problem = valueProblem(element, value, isNullFlavor);
        if (problem) problems.push(`${element.number} (${element.name}): ${problem}`);
      }
    }
  }
  return { problems, checked, values };
}
