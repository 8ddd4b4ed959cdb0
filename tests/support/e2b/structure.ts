import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strictXml } from '../strict-xml';
import { E2B_REFERENCE_DIR } from './data-elements';

/**
 * Element paths of an HL7 v3 document, for comparing an export with the ICH
 * "mega" example FAERS2022Scenario6.xml. A path step is the element's name
 * with what fixes its meaning: typeCode, xsi:type, the root OID of an id, and
 * for observations, organizers and the like the code that says what they
 * hold. Code systems are compared apart, per path.
 */
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Code systems whose codes name what an element is, not data. */
const KIND_SYSTEMS = new Set([
  '2.16.840.1.113883.3.989.2.1.1.19',
  '2.16.840.1.113883.3.989.2.1.1.20',
  '2.16.840.1.113883.3.989.2.1.1.22',
  '2.16.840.1.113883.3.989.2.1.1.23',
]);

export const parseXml = strictXml;

const children = (element: Element) => Array.from(element.childNodes).filter((node): node is Element => node.nodeType === 1);

function step(element: Element): string {
  const parts: string[] = [];
  const typeCode = element.getAttribute('typeCode');
  if (typeCode) parts.push(`typeCode=${typeCode}`);
  const type = element.getAttributeNS(XSI, 'type');
  if (type) parts.push(`type=${type}`);
  const root = element.getAttribute('root');
  if (element.localName === 'id' && root) parts.push(`root=${UUID.test(root) ? 'UUID' : root}`);
  const code = children(element).find((child) => child.localName === 'code');
  const system = code?.getAttribute('codeSystem');
  if (code && system && KIND_SYSTEMS.has(system) && code.getAttribute('code')) parts.push(`kind=${code.getAttribute('code')}@${system}`);
  return parts.length ? `${element.localName}[${parts.join(',')}]` : element.localName;
}

interface ElementPath {
  path: string;
  codeSystem?: string;
  element: Element;
}

/** Every element of a document with its path and code system. */
function elementPaths(document: Document): ElementPath[] {
  const found: ElementPath[] = [];
  const walk = (element: Element, parent: string) => {
    const path = `${parent}/${step(element)}`;
    found.push({ path, codeSystem: element.getAttribute('codeSystem') ?? undefined, element });
    for (const child of children(element)) walk(child, path);
  };
  walk(document.documentElement, '');
  return found;
}

let reference: { paths: Set<string>; systems: Set<string> } | undefined;

/** The paths of FAERS2022Scenario6.xml, and each path's code systems. */
function referencePaths() {
  if (reference) return reference;
  const document = parseXml(readFileSync(path.join(E2B_REFERENCE_DIR, 'FAERS2022Scenario6.xml'), 'utf8'));
  const paths = new Set<string>();
  const systems = new Set<string>();
  for (const entry of elementPaths(document)) {
    paths.add(entry.path);
    if (entry.codeSystem) systems.add(`${entry.path} ${entry.codeSystem}`);
  }
  reference = { paths, systems };
  return reference;
}

/** Paths (and code systems) of a document that the ICH example does not have. */
export function structureProblems(document: Document): string[] {
  const { paths, systems } = referencePaths();
  const problems = new Set<string>();
  for (const entry of elementPaths(document)) {
    if (!paths.has(entry.path)) problems.add(`element not in the ICH example: ${entry.path}`);
    else if (entry.codeSystem && !systems.has(`${entry.path} ${entry.codeSystem}`)) {
      problems.add(`code system ${entry.codeSystem} not used there in the ICH example: ${entry.path}`);
    }
  }
  return [...problems];
}
