import { defaultLocale } from '@/config/markets';
import { messagesFor } from '@/i18n/messages';
import { formEndpoint, type FormDeps } from '@/server/http/form-endpoint';
import { enqueueMail } from '@/server/mail/outbox';
import { pharmacovigilanceMail, reporterSummaryMail } from './mail';
import type { ReportKind } from './fields';
import { isoDate, REPORT_SCHEMA_VERSION, reportSchema, type ReportValues } from './validation';
import { insertReport, nextReference } from './store';

export const REPORT_BODY_LIMIT = 64 * 1024;
const DAY_MS = 86_400_000;

export type ReportDeps = FormDeps;

/**
 * POST /api/reports: the report, its reference number and its e-mails are
 * stored in one transaction before the reporter is told it was registered,
 * so an acknowledged report cannot be lost.
 */
export function reportHandler(deps: ReportDeps) {
  const errorsOf = (locale: Parameters<typeof messagesFor>[0]) => messagesFor(locale).report.errors;

  return formEndpoint<ReportValues & { kind: ReportKind }>({
    ...deps,
    scope: 'report',
    bodyLimit: REPORT_BODY_LIMIT,
    validate(body, locale) {
      // Tomorrow, so a reporter whose day has begun east of UTC may give today's date.
      const parsed = reportSchema(isoDate(new Date(Date.now() + DAY_MS))).safeParse(body);
      if (parsed.success) return { ok: true, value: parsed.data as ReportValues & { kind: ReportKind } };
      const errors = errorsOf(locale);
      const worded = (code: string) => (errors as Record<string, unknown>)[code];
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.') || 'kind';
        const text = worded(issue.message);
        fields[path] ??= typeof text === 'string' ? text : errors.invalid;
      }
      return { ok: false, fields };
    },
    async store(tx, report, locale) {
      const reference = await nextReference(tx, report.kind);
      const reportId = await insertReport(tx, {
        reference, kind: report.kind, market: deps.market, locale, schemaVersion: REPORT_SCHEMA_VERSION, payload: report,
      });
      const mail = { reportId, reference, kind: report.kind, report, from: deps.mailFrom };
      await enqueueMail(tx, pharmacovigilanceMail({
        ...mail,
        t: messagesFor(defaultLocale(deps.market)).report,
        to: deps.profile.pharmacovigilance.recipients,
      }));
      const email = typeof report.email === 'string' ? report.email : undefined;
      if (email) await enqueueMail(tx, reporterSummaryMail({ ...mail, t: messagesFor(locale).report, to: email }));
      return { statusCode: 201, body: { reference, emailed: Boolean(email) } };
    },
  });
}
