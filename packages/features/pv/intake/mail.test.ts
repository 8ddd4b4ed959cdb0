import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DOMParser } from '@xmldom/xmldom';
import fc from 'fast-check';
import { messagesFor } from '@/i18n/messages';
import { everyTextHolding } from '../../../../tests/int/fixtures/reports';
import { asXmlHoldsIt, HOSTILE_TEXTS, strictXml, typedText } from '../../../../tests/support/strict-xml';
import { pharmacovigilanceMail } from './mail';
import { encodeReport, readReport, REPORT_SCHEMA_VERSION } from './record';
import { reportSections } from './sections';
import { cleanReport, type GroupValues } from './validation';

const t = messagesFor('hr').report;

/** The PV mail of a human report whose every text field holds one of `texts`, in turn. */
function mailOf(texts: readonly string[]) {
  let next = 0;
  const values = everyTextHolding('human', () => texts[next++ % texts.length]!);
  const payload = JSON.parse(JSON.stringify(encodeReport('human', cleanReport('human', values))));
  const report = readReport('human', REPORT_SCHEMA_VERSION, payload);
  const mail = pharmacovigilanceMail({
    reportId: '00000000-0000-4000-8000-000000000001',
    reference: 'NUS-2026-000011',
    kind: 'human',
    report,
    market: 'cro',
    locale: 'hr',
    receivedAt: new Date('2026-11-20T10:00:00Z'),
    from: 'pv@hr.example',
    t,
    reporterT: t,
    marketName: 'Hrvatska',
    to: ['pv@hr.example'],
  });
  return { mail, report };
}

/** A cell's text as a reader sees it: its line breaks (`<br>`) as LF. */
function cellText(node: Node): string {
  if (node.nodeType === 3) return node.nodeValue ?? '';
  if (node.nodeName.toLowerCase() === 'br') return '\n';
  return Array.from(node.childNodes).map(cellText).join('');
}

/** The [label, value] rows of the mail's HTML tables, read by an HTML parser that fails on any report. */
function htmlRows(html: string): Array<[string, string]> {
  const document = new DOMParser({ onError: (level, message) => assert.fail(`${level}: ${message}`) }).parseFromString(
    html,
    'text/html',
  ) as unknown as Document;
  return Array.from(document.getElementsByTagName('tr')).map((row) => [
    cellText(row.getElementsByTagName('th')[0]!),
    cellText(row.getElementsByTagName('td')[0]!),
  ]);
}

/** HTML reads a line break of any form as LF, and the characters XML forbids are left out of both. */
const asHtmlHoldsIt = (text: string) => asXmlHoldsIt(text).replace(/\r\n?/g, '\n');

function assertMailAsTyped(texts: readonly string[]) {
  const { mail, report } = mailOf(texts);
  const rows = reportSections('human', report.values, t).flatMap((section) => section.rows);
  assert.deepEqual(
    htmlRows(mail.htmlBody),
    rows.map(([label, value]) => [asHtmlHoldsIt(label), asHtmlHoldsIt(value)]),
  );
  for (const [label, value] of rows) assert.ok(mail.textBody.includes(`${label}: ${value}`), `${label} in the text body`);
  const attachment = strictXml(mail.attachments![0]!.content);
  const description = (report.values.reactions as GroupValues[])[0]!.description as string;
  assert.equal(attachment.getElementsByTagName('originalText')[0]!.textContent, asXmlHoldsIt(description));
}

describe('the PV e-mail of what a reporter typed', () => {
  it('shows every text as typed in its HTML and its text, and attaches a well-formed E2B file', () => {
    for (const hostile of HOSTILE_TEXTS) assertMailAsTyped([hostile]);
    assertMailAsTyped(HOSTILE_TEXTS);
  });

  it('does so for any text, generated', () => {
    fc.assert(
      fc.property(fc.array(typedText(), { minLength: 1, maxLength: 6 }), (texts) => assertMailAsTyped(texts)),
      { numRuns: 50 },
    );
  });
});
