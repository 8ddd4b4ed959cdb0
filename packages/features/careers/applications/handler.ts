import { defaultLocale, type Locale } from '@/config/markets';
import type { Job } from '@/content/job-schema';
import { openJobs, today } from '@/content/jobs';
import { format, messagesFor } from '@/i18n/messages';
import { formEndpoint, type FormDeps } from '@/platform/http/form-endpoint';
import { limitInFlight } from '@/platform/http/in-flight';
import { enqueueMail } from '@/platform/mail/outbox';
import { checkCv, cvFileName, type CvKind } from './cv';
import { applicantMail, hrNoticeMail } from './mail';
import { insertApplication, type RetentionPolicy } from './store';
import { APPLICATION_LIMITS, applicationFieldErrors, applicationSchema, type ApplicationErrorCode, type ApplicationFields } from './validation';

/** A 10 MB CV as base64, and the rest of the form. */
const APPLICATION_BODY_LIMIT = 14 * 1024 * 1024 + 64 * 1024;

/** Applications received at once by one server: each may hold some 60 MB while it is read and checked. */
const APPLICATIONS_IN_FLIGHT = 4;

export type ApplicationDeps = FormDeps & {
  /** The openings of the build being served: an application names one of them that is still open. */
  openings: () => readonly Job[];
  retention: RetentionPolicy;
  /** The day (YYYY-MM-DD, in the market's calendar) an opening must still be open on; today there by default. */
  day?: () => string;
};

/** What the form passed, with the CV's bytes judged and the opening looked up. */
interface Application extends ApplicationFields {
  cvBytes?: Buffer;
  cvKind?: CvKind;
  job?: Job;
}

/**
 * POST /api/applications: the application with its CV, the applicant's confirmation
 * and HR's notice, stored in one transaction before the applicant is told it arrived.
 */
export function applicationHandler(deps: ApplicationDeps) {
  const errorsOf = (locale: Locale) => messagesFor(locale).applications.errors;
  const worded = (code: ApplicationErrorCode, field: string, locale: Locale) => {
    const errors = errorsOf(locale);
    // An issue zod words itself, not with one of our codes, is asked again as "fill this in properly".
    const template = (errors as Record<string, unknown>)[code];
    // The CV's only length limit is its file name's.
    const max = field === 'cv' ? APPLICATION_LIMITS.fileName : (APPLICATION_LIMITS[field as keyof typeof APPLICATION_LIMITS] ?? '');
    return format(typeof template === 'string' ? template : errors.required, { max });
  };
  const dayNow = deps.day ?? (() => today(new Date(), deps.market));

  const endpoint = formEndpoint<Application>({
    ...deps,
    scope: 'applications',
    bodyLimit: APPLICATION_BODY_LIMIT,
    validate(body, locale) {
      const parsed = applicationSchema.safeParse(body);
      if (parsed.success) return { ok: true, value: parsed.data };
      const fields = Object.fromEntries(Object.entries(applicationFieldErrors(parsed.error)).map(([field, code]) => [field, worded(code, field, locale)]));
      return { ok: false, fields };
    },
    async confirm(application, locale) {
      const refused: Record<string, string> = {};
      if (application.opening !== null) {
        application.job = openJobs(deps.openings(), deps.market, dayNow()).find((job) => job.id === application.opening);
        if (!application.job) refused.opening = worded('openingClosed', 'opening', locale);
      }
      const cv = await checkCv(application.cv.data);
      if (cv.ok) Object.assign(application, { cvBytes: cv.bytes, cvKind: cv.kind });
      else refused.cv = worded(cv.code, 'cv', locale);
      return Object.keys(refused).length ? refused : undefined;
    },
    async store(tx, application, locale) {
      const marketLocale = defaultLocale(deps.market);
      const job = application.job;
      // The opening's title for HR in the market's language, for the applicant in theirs; each falls back to the other.
      const titleIn = (...wanted: Locale[]) =>
        job ? (wanted.map((code) => job.translations[code]?.title).find(Boolean) ?? Object.values(job.translations)[0]?.title ?? `#${job.id}`) : null;
      const openingTitle = titleIn(marketLocale, locale);
      const id = await insertApplication(tx, {
        market: deps.market,
        locale,
        openingId: job?.id ?? null,
        openingTitle,
        closesOn: job?.deadline ?? dayNow(),
        name: application.name,
        email: application.email,
        phone: application.phone,
        coverLetter: application.coverLetter,
        pool: application.pool,
        cvFileName: cvFileName(application.cv.fileName, application.cvKind!),
        cvKind: application.cvKind!,
        cvSize: application.cvBytes!.length,
        cv: application.cvBytes!,
      });
      const careersEmail = job?.applyEmail ?? deps.profile.careersEmail;
      const applicantTitle = titleIn(locale, marketLocale);
      await enqueueMail(
        tx,
        applicantMail({
          applicationId: id,
          t: messagesFor(locale).applications.mail,
          from: deps.mailFrom,
          to: application.email,
          opening: applicantTitle,
          careersEmail,
          retention: { pool: application.pool, ...deps.retention },
          brandName: deps.profile.brandName,
        }),
      );
      await enqueueMail(
        tx,
        hrNoticeMail({ applicationId: id, t: messagesFor(marketLocale).applications.mail, from: deps.mailFrom, to: careersEmail, opening: openingTitle }),
      );
      return { statusCode: 201, body: { received: true } };
    },
    decoy: () => ({ statusCode: 201, body: { received: true } }),
  });
  return limitInFlight(endpoint, APPLICATIONS_IN_FLIGHT, () => errorsOf(defaultLocale(deps.market)).unavailable);
}
