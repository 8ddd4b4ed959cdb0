import type { DirectoryEntry } from '@/content/company';
import type { NewMail } from '@/platform/mail/outbox';
import type { ContactFields } from './validation';
import { escapeHtml } from '@/lib/text';

/** `"Name" <address>`: the name is quoted, and validation already refused line breaks in it. */
function mailbox(name: string, address: string): string {
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

/**
 * The e-mail to the chosen department, in the language the department reads:
 * Reply-To is the visitor, the subject the department's name, and the body
 * says in which language the visitor wrote (the site they wrote from).
 */
export function contactMail({
  messageId,
  entry,
  displayName,
  from,
  fields,
  visitorLanguage,
  labels,
}: {
  messageId: string;
  entry: DirectoryEntry;
  displayName: string;
  from: string;
  fields: ContactFields;
  visitorLanguage: string;
  labels: { name: string; email: string; message: string; visitorLanguage: string };
}): NewMail {
  const text = [
    `${labels.name}: ${fields.name}`,
    `${labels.email}: ${fields.email}`,
    `${labels.visitorLanguage}: ${visitorLanguage}`,
    '',
    `${labels.message}:`,
    fields.message,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">',
    `<p>${(
      [
        [labels.name, fields.name],
        [labels.email, fields.email],
        [labels.visitorLanguage, visitorLanguage],
      ] as Array<[string, string]>
    )
      .map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`)
      .join('<br>')}</p>`,
    `<p><strong>${escapeHtml(labels.message)}:</strong></p>`,
    `<p>${escapeHtml(fields.message).replace(/\r?\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    kind: 'contact',
    refId: messageId,
    from,
    to: [entry.mail],
    cc: entry.mail2 ? [entry.mail2] : [],
    replyTo: mailbox(fields.name, fields.email),
    subject: displayName,
    textBody: text,
    htmlBody: html,
  };
}
