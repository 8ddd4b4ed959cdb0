import { format } from '@/i18n/format';
import { escapeHtml } from '@/lib/text';
import type { NewMail } from '@/server/mail/outbox';
import type { ReportKind } from './fields';
import type { ReportValues } from './validation';
import { reportSections, type ReportSection } from './sections';
import type { ReportTexts } from './texts';

function render(intro: string, reference: string, kindLabel: string, sections: ReportSection[], t: ReportTexts) {
  const text = [
    intro,
    '',
    `${t.mail.reference}: ${reference}`,
    `${t.mail.kind}: ${kindLabel}`,
    ...sections.flatMap((section) => ['', section.heading.toUpperCase(), ...section.rows.map(([l, v]) => `${l}: ${v}`)]),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p><strong>${escapeHtml(t.mail.reference)}:</strong> ${escapeHtml(reference)}<br><strong>${escapeHtml(t.mail.kind)}:</strong> ${escapeHtml(kindLabel)}</p>`,
    ...sections.map(
      (section) =>
        `<h2 style="font-size:16px">${escapeHtml(section.heading)}</h2><table cellpadding="4" style="border-collapse:collapse">${section.rows
          .map(([l, v]) => `<tr><th align="left" valign="top">${escapeHtml(l)}</th><td>${escapeHtml(v).replace(/\r?\n/g, '<br>')}</td></tr>`)
          .join('')}</table>`,
    ),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

/** The mail to the pharmacovigilance team: the whole report; the subject carries no health data. */
export function pharmacovigilanceMail(args: {
  reportId: string; reference: string; kind: ReportKind; report: ReportValues; t: ReportTexts; from: string; to: string[];
}): NewMail {
  const { text, html } = render(args.t.mail.pvIntro, args.reference, args.t.kinds[args.kind], reportSections(args.kind, args.report, args.t), args.t);
  return {
    kind: 'report', refId: args.reportId, from: args.from, to: args.to, subject: format(args.t.mail.pvSubject, { reference: args.reference }),
    textBody: text, htmlBody: html,
  };
}

/** The summary to a reporter who gave an e-mail address, in their language. */
export function reporterSummaryMail(args: {
  reportId: string; reference: string; kind: ReportKind; report: ReportValues; t: ReportTexts; from: string; to: string;
}): NewMail {
  const { text, html } = render(args.t.mail.summaryIntro, args.reference, args.t.kinds[args.kind], reportSections(args.kind, args.report, args.t), args.t);
  return {
    kind: 'report-summary', refId: args.reportId, from: args.from, to: [args.to],
    subject: format(args.t.mail.summarySubject, { reference: args.reference }), textBody: text, htmlBody: html,
  };
}
