import type { Messages } from '@/i18n/messages';
import type { NewMail } from '@/server/mail/outbox';
import { flows, type FieldDef, type ReportKind } from './fields';
import type { FieldValue, GroupValues, ReportValues } from './schema';
import { escapeHtml } from '@/lib/text';

type ReportTexts = Messages['report'];

export interface ReportSection {
  heading: string;
  rows: Array<[string, string]>;
}

function label(t: ReportTexts, key: string): string {
  return (t.fields as Record<string, string>)[key] ?? key;
}

/** A stored answer in words: option texts, yes/no for checkboxes. */
export function displayValue(t: ReportTexts, field: FieldDef, value: FieldValue | undefined): string {
  if (value === undefined || value === '') return t.review.notGiven;
  if (typeof value === 'boolean') return value ? t.review.yes : t.review.no;
  if (field.options) return (t.options[field.options] as Record<string, string>)[value] ?? value;
  return value;
}

/** The whole report as headed label/value rows, in the order of the form. */
export function reportSections(kind: ReportKind, report: ReportValues, t: ReportTexts): ReportSection[] {
  const sections: ReportSection[] = [];
  for (const step of flows[kind]) {
    for (const group of step.groups) {
      const rowsOf = (scope: Record<string, unknown>) =>
        group.fields
          .filter((field) => field.key in scope)
          .map((field): [string, string] => [label(t, field.key), displayValue(t, field, scope[field.key] as FieldValue)]);
      if (group.repeat) {
        ((report[group.key] as GroupValues[]) ?? []).forEach((item, index) =>
          sections.push({ heading: t.medicineNumber.replace('{number}', String(index + 1)), rows: rowsOf(item) }),
        );
      } else {
        const rows = rowsOf(report);
        if (rows.length) sections.push({ heading: (t.groups as Record<string, string>)[group.key] ?? group.key, rows });
      }
    }
  }
  return sections;
}

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
    kind: 'report', refId: args.reportId, from: args.from, to: args.to, subject: `Nuspojava ${args.reference}`,
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
    subject: args.t.mail.summarySubject.replace('{reference}', args.reference), textBody: text, htmlBody: html,
  };
}
