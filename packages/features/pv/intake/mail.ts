import { marketTimeZones, type Locale, type Market } from '@/config/markets';
import { format, plural } from '@/i18n/format';
import { escapeHtml } from '@/lib/text';
import type { NewMail } from '@/platform/mail/outbox';
import { caseId, e2bBatch } from '@/features/pv/exports/e2b/writer';
import type { ReportKind } from './fields';
import type { ReadReport } from './record';
import { reportSections, type ReportSection } from './sections';
import type { ReportTexts } from './texts';
import type { GroupValues } from './validation';

/** A receipt time in the market's time zone, with the zone named. */
function receiptTime(date: Date, market: Market, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: marketTimeZones[market] }).format(date);
}

function render(intro: string, facts: Array<[string, string]>, sections: ReportSection[], paragraphs: string[] = []) {
  const text = [
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...sections.flatMap((section) => ['', section.heading.toUpperCase(), ...section.rows.map(([l, v]) => `${l}: ${v}`)]),
    ...paragraphs.flatMap((paragraph) => ['', paragraph]),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${facts.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
    ...sections.map(
      (section) =>
        `<h2 style="font-size:16px">${escapeHtml(section.heading)}</h2><table cellpadding="4" style="border-collapse:collapse">${section.rows
          .map(([l, v]) => `<tr><th align="left" valign="top">${escapeHtml(l)}</th><td>${escapeHtml(v).replace(/\r?\n/g, '<br>')}</td></tr>`)
          .join('')}</table>`,
    ),
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

export interface ReportMailArgs {
  reportId: string;
  reference: string;
  kind: ReportKind;
  report: ReadReport;
  market: Market;
  /** The language the reporter used. */
  locale: Locale;
  receivedAt: Date;
  from: string;
}

const isSerious = (report: ReadReport) =>
  [...((report.values.reactions as GroupValues[] | undefined) ?? []), report.values].some((scope) => scope.serious === 'yes');

/**
 * The mail to the pharmacovigilance team, in the market's language: the
 * whole report, when and where it was received, Reply-To the reporter who
 * allowed contact, and for a human report its E2B(R3) XML. The subject
 * carries no health data beyond a localized "serious" mark.
 */
export function pharmacovigilanceMail(
  args: ReportMailArgs & {
    t: ReportTexts;
    reporterT: ReportTexts;
    marketName: string;
    to: string[];
    /** The case this report adds to, and earlier reports that may describe the same case. */
    followUpOf?: { reference: string; receivedAt: Date };
    possibleDuplicates?: string[];
  },
): NewMail {
  const { t, report } = args;
  const received = receiptTime(args.receivedAt, args.market, args.locale === 'en' ? 'en' : args.locale);
  const facts: Array<[string, string]> = [
    [t.mail.reference, args.reference],
    [t.mail.kind, t.kinds[args.kind]],
    [t.mail.receivedAt, received],
    [t.mail.market, args.marketName],
  ];
  if (args.followUpOf) facts.push([t.mail.followUpTo, args.followUpOf.reference]);
  if (args.possibleDuplicates?.length) facts.push([t.mail.possibleDuplicates, args.possibleDuplicates.join(', ')]);
  const attachments =
    args.kind === 'human'
      ? [
          {
            filename: `${caseId(args.market, args.reference)}.xml`,
            contentType: 'application/xml; charset=utf-8',
            content: e2bBatch(
              [
                {
                  reference: args.reference,
                  receivedAt: args.receivedAt,
                  market: args.market,
                  locale: args.locale,
                  ...report,
                  t: args.reporterT,
                  followUpOf: args.followUpOf,
                },
              ],
              { market: args.market, now: args.receivedAt },
            ),
          },
        ]
      : [];
  const { text, html } = render(t.mail.pvIntro, facts, reportSections(args.kind, report.values, t), attachments.length ? [t.mail.attachment] : []);
  const email = typeof report.values.email === 'string' ? report.values.email : undefined;
  const subject = format(t.mail.pvSubject, { reference: args.reference });
  return {
    kind: 'report',
    refId: args.reportId,
    from: args.from,
    to: args.to,
    replyTo: email && report.values.contactPermission === true ? email : null,
    subject: isSerious(report) ? `${t.mail.seriousPrefix} ${subject}` : subject,
    textBody: text,
    htmlBody: html,
    attachments,
  };
}

/**
 * The acknowledgement to a reporter who gave an e-mail address, in their
 * language. The address is unverified, so it holds no health data: only the
 * reference, the time, the kind, how many medicines and reactions, and what
 * happens next.
 */
export function reporterSummaryMail(args: ReportMailArgs & { t: ReportTexts; to: string; followUpUrl: string }): NewMail {
  const { t, report } = args;
  const count = (key: string) => ((report.values[key] as GroupValues[] | undefined) ?? []).length;
  const medicines =
    args.kind === 'human'
      ? format(plural(t.mail.medicinesCount, count('medicines'), args.locale), { count: count('medicines') })
      : format(plural(t.mail.productsCount, count('products'), args.locale), { count: count('products') });
  const reactionCount = args.kind === 'human' ? count('reactions') : 1;
  const reactions = format(plural(t.mail.reactionsCount, reactionCount, args.locale), { count: reactionCount });
  const facts: Array<[string, string]> = [
    [t.mail.reference, args.reference],
    [t.mail.kind, t.kinds[args.kind]],
    [t.mail.receivedAt, receiptTime(args.receivedAt, args.market, args.locale)],
  ];
  const { text, html } = render(
    t.mail.summaryIntro,
    facts,
    [],
    [format(t.mail.contents, { medicines, reactions }), t.mail.nextSteps, format(t.mail.followUpLink, { url: args.followUpUrl }), t.mail.privacyNote],
  );
  return {
    kind: 'report-summary',
    refId: args.reportId,
    from: args.from,
    to: [args.to],
    subject: format(t.mail.summarySubject, { reference: args.reference }),
    textBody: text,
    htmlBody: html,
  };
}

/**
 * The officer's question to a reporter, in the reporter's language. The mail
 * says only that there is a question and links to it: the question may name
 * health details, so it waits behind the follow-up link.
 */
export function followUpQuestionMail(args: {
  reportId: string;
  reference: string;
  locale: Locale;
  t: ReportTexts;
  to: string;
  from: string;
  followUpUrl: string;
  dueOn: string;
}): NewMail {
  const { t } = args;
  const answerBy = new Intl.DateTimeFormat(args.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${args.dueOn}T00:00:00Z`));
  const { text, html } = render(
    t.mail.questionIntro,
    [[t.mail.reference, args.reference]],
    [],
    [format(t.mail.questionLink, { url: args.followUpUrl }), format(t.mail.questionAnswerBy, { date: answerBy }), t.mail.privacyNote],
  );
  return {
    kind: 'follow-up-request',
    refId: args.reportId,
    from: args.from,
    to: [args.to],
    subject: format(t.mail.questionSubject, { reference: args.reference }),
    textBody: text,
    htmlBody: html,
  };
}

/**
 * The reporter's short answer under an officer's question, to the
 * pharmacovigilance team in the market's language, as a follow-up report is:
 * the question and the answer as typed (escaped in the HTML part), Reply-To
 * the reporter who allowed contact. The subject names only the reference.
 */
export function followUpAnswerMail(args: {
  reportId: string;
  reference: string;
  t: ReportTexts;
  to: string[];
  from: string;
  replyTo: string | null;
  number: number;
  question: string;
  answer: string;
  marketName: string;
}): NewMail {
  const { t } = args;
  const questionLabel = format(t.mail.answerQuestion, { number: args.number });
  const { text, html } = render(
    t.mail.answerIntro,
    [
      [t.mail.reference, args.reference],
      [t.mail.market, args.marketName],
    ],
    [
      {
        step: 'followUpAnswer',
        heading: questionLabel,
        rows: [
          [t.mail.answerQuestionText, args.question],
          [t.mail.answerText, args.answer],
        ],
      },
    ],
  );
  return {
    kind: 'report',
    refId: args.reportId,
    from: args.from,
    to: args.to,
    replyTo: args.replyTo,
    subject: format(t.mail.answerSubject, { reference: args.reference }),
    textBody: text,
    htmlBody: html,
  };
}
