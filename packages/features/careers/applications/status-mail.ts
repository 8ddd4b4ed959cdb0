import { isLocale, type Locale } from '@/config/markets';
import { format, messagesFor } from '@/i18n/messages';
import type { NewMail } from '@/platform/mail/outbox';
import { mailBodies } from './mail';
import { MAIL_SUBJECT_MAX, MAIL_TEXT_MAX, type MailedStatus, type StatusMailText } from './validation';

/**
 * HR's optional e-mail to the applicant when an application moves to a status that
 * warrants one, as Workable and Greenhouse offer it: a template in the language the
 * applicant wrote in, which HR edits before it goes. Plain text: what HR types never
 * becomes markup, and the HTML part is the same text, escaped.
 */

/** What a template is filled with. */
export interface StatusMailFacts {
  status: MailedStatus;
  /** The language the applicant wrote in; another falls back to English. */
  locale: string;
  name: string;
  /** The opening's title; null for an application not for any opening. */
  opening: string | null;
  company: string;
  /** Where the applicant answers: the market's careers address. */
  contact: string;
}

const applicantLocale = (locale: string): Locale => (isLocale(locale) ? locale : 'en');

/** The template of this status in the applicant's language, filled in. */
export function statusMailDraft({ status, locale, name, opening, company, contact }: StatusMailFacts): StatusMailText & { locale: Locale } {
  const language = applicantLocale(locale);
  const t = messagesFor(language).applications.statusMail;
  const application = opening === null ? t.noOpening : format(t.applicationFor, { opening });
  const values = { name, application, company, contact };
  return { locale: language, subject: format(t[`${status}Subject`], values), text: format(t[`${status}Body`], values) };
}

/**
 * Characters that show nothing but change what is shown or how a mail is read: controls
 * (a subject keeps no line break, a body keeps its line breaks and tabs), bidi overrides
 * and isolates, which would show the applicant other words than HR saw, and line separators.
 */
const INVISIBLE_IN_SUBJECT = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const INVISIBLE_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cf}\u2028\u2029]/gu;

/** HR's subject and body as they will be sent; `problem` names what must be mended first. */
export function cleanStatusMail(
  sent: unknown,
): { mail: StatusMailText } | { problem: 'mailMalformed' | 'mailSubjectEmpty' | 'mailSubjectTooLong' | 'mailTextEmpty' | 'mailTextTooLong' } {
  if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return { problem: 'mailMalformed' };
  const { subject, text } = sent as Record<string, unknown>;
  if (typeof subject !== 'string' || typeof text !== 'string') return { problem: 'mailMalformed' };
  const mail = {
    subject: subject.replace(INVISIBLE_IN_SUBJECT, ' ').replace(/\s+/g, ' ').trim(),
    text: text
      .replace(/\r\n?/g, '\n')
      .replace(INVISIBLE_IN_TEXT, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  };
  if (!mail.subject) return { problem: 'mailSubjectEmpty' };
  if (mail.subject.length > MAIL_SUBJECT_MAX) return { problem: 'mailSubjectTooLong' };
  if (!mail.text) return { problem: 'mailTextEmpty' };
  if (mail.text.length > MAIL_TEXT_MAX) return { problem: 'mailTextTooLong' };
  return { mail };
}

/** The mail as the outbox stores it: the text HR approved, and the same text escaped as HTML (mailBodies). */
export function statusMail({
  applicationId,
  from,
  to,
  replyTo,
  mail,
}: {
  applicationId: string;
  from: string;
  to: string;
  replyTo: string;
  mail: StatusMailText;
}): NewMail {
  return { kind: 'application', refId: applicationId, from, to: [to], replyTo, subject: mail.subject, ...mailBodies(mail.text.split(/\n{2,}/)) };
}
