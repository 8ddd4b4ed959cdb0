import { format } from '@/i18n/format';
import { escapeHtml } from '@/lib/text';
import type { NewMail } from '@/platform/mail/outbox';

/** The catalogue's texts of the two mails (applications.mail). */
export interface ApplicationMailTexts {
  subject: string;
  greeting: string;
  received: string;
  openApplication: string;
  noCv: string;
  keptUntil: string;
  keptInPool: string;
  questions: string;
  signature: string;
  hrSubject: string;
  hrBody: string;
}

/** A mail's text and its HTML part: the same paragraphs, escaped, with their line breaks. */
export function mailBodies(paragraphs: string[]): { textBody: string; htmlBody: string } {
  return {
    textBody: paragraphs.join('\n\n'),
    htmlBody: [
      '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">',
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}

/**
 * The applicant's confirmation, in the language they applied in. It names what was
 * received and how long it is kept and never carries the CV back. It holds nothing the
 * sender typed: whoever fills in someone else's address cannot send them words of their
 * own under the company's name.
 */
export function applicantMail({
  applicationId,
  t,
  from,
  to,
  opening,
  careersEmail,
  retention,
  brandName,
}: {
  applicationId: string;
  t: ApplicationMailTexts;
  from: string;
  to: string;
  opening: string | null;
  careersEmail: string;
  retention: { pool: boolean; months: number; poolMonths: number };
  brandName: string;
}): NewMail {
  const what = opening ?? t.openApplication;
  const kept = retention.pool ? format(t.keptInPool, { months: retention.poolMonths }) : format(t.keptUntil, { months: retention.months });
  return {
    kind: 'application',
    refId: applicationId,
    from,
    to: [to],
    replyTo: careersEmail,
    subject: format(t.subject, { opening: what }),
    ...mailBodies([
      t.greeting,
      format(t.received, { opening: what }),
      t.noCv,
      kept,
      format(t.questions, { email: careersEmail }),
      format(t.signature, { brand: brandName }),
    ]),
  };
}

/** HR's notice that an application came: which opening, and where to read it; no applicant's data travels by mail. */
export function hrNoticeMail({
  applicationId,
  t,
  from,
  to,
  opening,
}: {
  applicationId: string;
  t: ApplicationMailTexts;
  from: string;
  to: string;
  opening: string | null;
}): NewMail {
  const what = opening ?? t.openApplication;
  return {
    kind: 'application',
    refId: applicationId,
    from,
    to: [to],
    subject: format(t.hrSubject, { opening: what }),
    ...mailBodies([format(t.hrBody, { opening: what })]),
  };
}
