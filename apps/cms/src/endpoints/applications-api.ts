/**
 * HR's back office, free of any framework: the CMS mounts it under its
 * /api/applications with the signed-in user. It reaches the applications of
 * the person's markets (the capability map's `applications`), once the sign-in
 * passed the second factor; every view and CV download is recorded.
 *
 *   GET  /applications?opening=<id>|open&status=<status>&page=<n>   a page of the list, newest first, and the openings to filter by
 *   GET  /applications/:id                                  one application (an event: viewed)
 *   POST /applications/:id        {status?, note?, mail?}   a new status and/or a note (an event each); with a status
 *                                                           that warrants it, mail {subject, text} goes to the applicant
 *   GET  /applications/:id/mail?status=<status>             that status's e-mail to the applicant, filled in, in their language
 *   GET  /applications/:id/cv                               the CV's bytes (an event: downloaded)
 *   GET  /applications/:id/preview                          a PDF CV's bytes, to be shown inline (an event: previewed)
 *   DELETE /applications/:id                                the application, its CV and history, at the applicant's request
 */
import { applicationMarketsOf, handlesApplications } from '@/features/staff/capabilities';
import type { Market } from '@/config/markets';
import { CONTROL_CHARACTERS_IN_TEXT, UUID } from '@/lib/text';
import type { Db } from '@/platform/db/database';
import { cvContentType } from '@/features/careers/applications/cv';
import type { ApplicationList, StatusMailDraft } from '@/features/careers/applications/records';
import { cleanStatusMail, statusMail, statusMailDraft } from '@/features/careers/applications/status-mail';
import {
  changeStatus,
  deleteApplication,
  findApplication,
  findCv,
  listApplications,
  recordEvent,
  type ApplicationFilters,
  type RetentionPolicy,
} from '@/features/careers/applications/store';
import {
  applicationStatuses,
  isMailedStatus,
  isPageNumber,
  MAIL_SUBJECT_MAX,
  MAIL_TEXT_MAX,
  NOTE_MAX,
  type ApplicationStatus,
} from '@/features/careers/applications/validation';

export interface ApplicationStaff {
  email: string;
  role: string;
  markets?: readonly string[] | null;
  /** Whether this session has passed the second factor. */
  secondFactor: boolean;
}

/** The refusals' message keys (the staff catalogue's `applicationsApi` namespace, `api:signInFirst` for the first). */
type RefusalKey =
  | 'signInFirst'
  | 'roleHandlesNoApplications'
  | 'secondFactorFirst'
  | 'notFound'
  | 'badStatus'
  | 'noteTooLong'
  | 'noteEmpty'
  | 'badFilter'
  | 'cvMissing'
  | 'noPreview'
  | 'mailNotForStatus'
  | 'mailMalformed'
  | 'mailSubjectEmpty'
  | 'mailSubjectTooLong'
  | 'mailTextEmpty'
  | 'mailTextTooLong';

/** Who an applicant's e-mail comes from in a market: the company, and its careers address to answer to. */
export interface ApplicantMailing {
  company: string;
  /** The careers address: the reply-to, and the contact the template names. */
  contact: string;
  from: string;
}

export interface ApplicationRequest {
  user?: ApplicationStaff;
  method: string;
  /** The path below /applications, split: [], ['<id>'], ['<id>', 'cv']. */
  path: string[];
  query: URLSearchParams;
  body?: unknown;
  /** Words a refusal in the staff member's language. */
  translate: (key: RefusalKey, vars?: Record<string, string | number>) => string;
}

export type ApplicationAnswer =
  { status: number; body: unknown; deleted?: string } | { status: 200; file: { bytes: Buffer; contentType: string; fileName: string; inline?: boolean } };

/** Rows per page of the list: a screenful to scan, and the count says how many there are in all. */
export const PAGE_SIZE = 50;

const isStatus = (value: unknown): value is ApplicationStatus => applicationStatuses.includes(value as ApplicationStatus);

const PARTS = ['cv', 'preview', 'mail'];

export async function handleApplicationRequest(
  db: Db,
  req: ApplicationRequest,
  retention: RetentionPolicy,
  mailingOf: (market: Market) => ApplicantMailing,
): Promise<ApplicationAnswer> {
  const refuse = (status: number, error: string, key: RefusalKey, vars?: Record<string, string | number>): ApplicationAnswer => ({
    status,
    body: { error, message: req.translate(key, vars) },
  });
  const { user } = req;
  if (!user) return refuse(401, 'unauthenticated', 'signInFirst');
  if (!handlesApplications(user)) return refuse(403, 'forbidden', 'roleHandlesNoApplications');
  if (!user.secondFactor) return refuse(403, 'second_factor', 'secondFactorFirst');
  const markets = applicationMarketsOf(user);
  const [id, part, ...rest] = req.path;

  if (id === undefined) {
    if (req.method !== 'GET') return refuse(404, 'not_found', 'notFound');
    const filters = filtersFrom(req.query);
    const page = pageFrom(req.query);
    if (!filters || page === undefined) return refuse(422, 'filter', 'badFilter');
    const list = await listApplications(db, markets, filters, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
    return { status: 200, body: { ...list, page, pageSize: PAGE_SIZE } satisfies ApplicationList };
  }
  // Not a UUID, or not of the person's markets: the same answer, so ids of other markets stay unseen.
  const notFound = () => refuse(404, 'not_found', 'notFound');
  if (!UUID.test(id) || rest.length > 0 || (part !== undefined && !PARTS.includes(part))) return notFound();
  if (part !== undefined && req.method !== 'GET') return notFound();

  if (part === 'cv' || part === 'preview') {
    const cv = await findCv(db, id, markets);
    if (!cv) return notFound();
    const inline = part === 'preview';
    // Only a PDF has a viewer in the browser; a DOCX is downloaded.
    if (inline && cv.kind !== 'pdf') return refuse(404, 'no_preview', 'noPreview');
    await recordEvent(db, id, user.email, inline ? 'previewed' : 'downloaded');
    return { status: 200, file: { bytes: cv.bytes, contentType: cvContentType(cv.kind), fileName: cv.fileName, inline } };
  }
  const application = await findApplication(db, id, markets, retention);
  if (!application) return notFound();
  if (part === 'mail') {
    const status = req.query.get('status');
    if (!isMailedStatus(status)) return refuse(422, 'invalid', 'mailNotForStatus');
    const { company, contact } = mailingOf(application.market);
    const draft = statusMailDraft({
      status,
      locale: application.locale,
      name: application.name,
      opening: application.opening?.title ?? null,
      company,
      contact,
    });
    return { status: 200, body: { status, to: application.email, ...draft } satisfies StatusMailDraft };
  }
  if (req.method === 'GET') {
    await recordEvent(db, id, user.email, 'viewed');
  } else if (req.method === 'DELETE') {
    await deleteApplication(db, id);
    return { status: 200, body: { deleted: true }, deleted: id };
  } else if (req.method === 'POST') {
    const refused = await change(db, { id, to: application.email, mailing: mailingOf(application.market) }, user.email, req.body, refuse);
    if (refused) return refused;
  } else {
    return notFound();
  }
  return { status: 200, body: await findApplication(db, id, markets, retention) };
}

/** The list's page, from 1 (as an empty filter means any, an empty page means the first); undefined when it is not a whole number from 1 up. */
function pageFrom(query: URLSearchParams): number | undefined {
  const page = query.get('page');
  if (!page) return 1;
  return isPageNumber(page) ? Number(page) : undefined;
}

function filtersFrom(query: URLSearchParams): ApplicationFilters | undefined {
  const filters: ApplicationFilters = {};
  const opening = query.get('opening');
  const status = query.get('status');
  if (opening) {
    if (opening === 'open') filters.opening = 'open';
    else if (/^[1-9]\d{0,8}$/.test(opening)) filters.opening = Number(opening);
    else return undefined;
  }
  if (status) {
    if (!isStatus(status)) return undefined;
    filters.status = status;
  }
  return filters;
}

async function change(
  db: Db,
  { id, to, mailing }: { id: string; to: string; mailing: ApplicantMailing },
  by: string,
  body: unknown,
  refuse: (status: number, error: string, key: RefusalKey, vars?: Record<string, string | number>) => ApplicationAnswer,
): Promise<ApplicationAnswer | undefined> {
  const { status, note, mail } = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as { status?: unknown; note?: unknown; mail?: unknown };
  if (status !== undefined && !isStatus(status)) return refuse(422, 'invalid', 'badStatus');
  // A mail goes only with a change to a status that warrants one, and only as HR approved it, or not at all.
  let approved: ReturnType<typeof statusMail> | undefined;
  if (mail !== undefined && mail !== null) {
    if (!isMailedStatus(status)) return refuse(422, 'invalid', 'mailNotForStatus');
    const cleaned = cleanStatusMail(mail);
    if ('problem' in cleaned) return refuse(422, 'invalid', cleaned.problem, { subjectMax: MAIL_SUBJECT_MAX, textMax: MAIL_TEXT_MAX });
    approved = statusMail({ applicationId: id, from: mailing.from, to, replyTo: mailing.contact, mail: cleaned.mail });
  }
  if (note !== undefined && typeof note !== 'string') return refuse(422, 'invalid', 'noteEmpty');
  // Invisible control characters carry nothing a note needs: dropped, as line breaks and tabs are kept.
  const text = typeof note === 'string' ? note.replace(new RegExp(CONTROL_CHARACTERS_IN_TEXT.source, 'g'), '').trim() : '';
  if (text.length > NOTE_MAX) return refuse(422, 'invalid', 'noteTooLong', { max: NOTE_MAX });
  if (status === undefined && !text) return refuse(422, 'invalid', 'noteEmpty');
  if (status !== undefined) await changeStatus(db, id, by, status, approved);
  if (text) await recordEvent(db, id, by, 'note', text);
  return undefined;
}
