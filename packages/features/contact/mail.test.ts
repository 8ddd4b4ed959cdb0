import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DOMParser } from '@xmldom/xmldom';
import fc from 'fast-check';
import { asXmlHoldsIt, HOSTILE_TEXTS, typedText } from '../../../tests/support/strict-xml';
import { contactMail } from './mail';

const labels = { name: 'Ime', email: 'E-pošta', message: 'Poruka', visitorLanguage: 'Jezik posjetitelja' };

/** The paragraphs of the mail's HTML as a reader sees them (`<br>` as LF), read by an HTML parser that fails on any report. */
function paragraphs(html: string): string[] {
  const textOf = (node: Node): string =>
    node.nodeType === 3 ? (node.nodeValue ?? '') : node.nodeName.toLowerCase() === 'br' ? '\n' : Array.from(node.childNodes).map(textOf).join('');
  const document = new DOMParser({ onError: (level, message) => assert.fail(`${level}: ${message}`) }).parseFromString(
    html,
    'text/html',
  ) as unknown as Document;
  return Array.from(document.getElementsByTagName('p')).map(textOf);
}

/** HTML reads a line break of any form as LF; the characters XML forbids are left out. */
const asHtmlHoldsIt = (text: string) => asXmlHoldsIt(text).replace(/\r\n?/g, '\n');

function assertAsTyped(name: string, message: string, visitorLanguage: string) {
  const mail = contactMail({
    messageId: '00000000-0000-4000-8000-000000000002',
    entry: { key: 'info', mail: 'info@hr.example', tel: '+385 1 000 0000', selectable: true },
    displayName: 'Info',
    from: 'web@hr.example',
    fields: { recipient: 'info', name, email: 'ana@example.com', message, privacyAccepted: true },
    visitorLanguage,
    labels,
  });
  const [shownName, shownLanguage, shownMessage] = [name, visitorLanguage, message].map(asHtmlHoldsIt);
  assert.deepEqual(paragraphs(mail.htmlBody), [
    `${labels.name}: ${shownName}\n${labels.email}: ana@example.com\n${labels.visitorLanguage}: ${shownLanguage}`,
    `${labels.message}:`,
    shownMessage,
  ]);
  assert.ok(mail.textBody.endsWith(`\n${message}`));
}

it('shows the name and the message as typed in the HTML body, whatever they hold', () => {
  for (const hostile of HOSTILE_TEXTS) assertAsTyped(hostile, hostile, hostile);
  fc.assert(fc.property(typedText(50), typedText(500), typedText(20), assertAsTyped), { numRuns: 100 });
});
