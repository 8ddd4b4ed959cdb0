import { issueFollowUpToken } from '@/features/pv/cases/follow-ups';
import { defaultLocale } from '@/config/markets';
import { messagesFor } from '@/i18n/messages';
import { formEndpoint, type FormDeps } from '@/platform/http/form-endpoint';
import { enqueueMail } from '@/platform/mail/outbox';
import { pharmacovigilanceMail, reporterSummaryMail } from './mail';
import type { ReportKind } from './fields';
import { encodeReport, readReport, REPORT_SCHEMA_VERSION } from './record';
import { isoDate, reportSchema, type ReportValues } from './validation';
import { insertReport, nextReference } from './store';
import { followUpTarget, openCase } from '@/features/pv/cases/store';
import { pathOf } from '@/routes';

const REPORT_BODY_LIMIT = 64 * 1024;
const DAY_MS = 86_400_000;

/**
 * `siteUrl`: the public address the acknowledgement's follow-up link points to (the market's by default);
 * `now`: the clock the reference number's year is read from (tests set it).
 */
export type ReportDeps = FormDeps & { siteUrl?: string; now?: () => Date };

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
    async confirm(report, locale) {
      const given = typeof report.followUpOf === 'string' ? report.followUpOf : undefined;
      if (!given || (await followUpTarget(deps.db, deps.market, given))) return undefined;
      return { followUpOf: errorsOf(locale).followUpUnknown };
    },
    async store(tx, report, locale) {
      const reference = await nextReference(tx, report.kind, deps.market, deps.now?.());
      const payload = encodeReport(report.kind, report);
      const { id: reportId, createdAt } = await insertReport(tx, {
        reference,
        kind: report.kind,
        market: deps.market,
        locale,
        schemaVersion: REPORT_SCHEMA_VERSION,
        payload,
      });
      const read = readReport(report.kind, REPORT_SCHEMA_VERSION, payload);
      const followUpOf = typeof report.followUpOf === 'string' ? await followUpTarget(tx, deps.market, report.followUpOf) : undefined;
      const opened = await openCase(tx, { reportId, reference, market: deps.market, kind: report.kind, report: read.values, followUpOf });
      const mail = { reportId, reference, kind: report.kind, report: read, market: deps.market, locale, receivedAt: createdAt, from: deps.mailFrom };
      const teamMessages = messagesFor(defaultLocale(deps.market));
      await enqueueMail(
        tx,
        pharmacovigilanceMail({
          ...mail,
          t: teamMessages.report,
          reporterT: messagesFor(locale).report,
          marketName: teamMessages.markets[deps.market],
          to: [deps.profile.pharmacovigilance.email],
          followUpOf,
          possibleDuplicates: opened.possibleDuplicates.map((candidate) => candidate.reference),
        }),
      );
      const email = typeof report.email === 'string' ? report.email : undefined;
      if (email) {
        const followUpUrl = `${deps.siteUrl ?? deps.profile.siteUrl}${pathOf('prijava-nuspojava', locale)}?followUp=${await issueFollowUpToken(tx, reportId)}`;
        await enqueueMail(tx, reporterSummaryMail({ ...mail, t: messagesFor(locale).report, to: email, followUpUrl }));
      }
      return { statusCode: 201, body: { reference, emailed: Boolean(email) } };
    },
  });
}
