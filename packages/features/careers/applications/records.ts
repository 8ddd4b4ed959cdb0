import type { Market } from '@/config/markets';
import type { ApplicationStatus } from './validation';

/**
 * What HR's back office (the CMS's /api/applications) answers: the shapes the
 * staff view reads. Applications live in the site's database, beside the
 * reports, never in the CMS's collections or the public export.
 */

/** The opening an application names, as it read when the applicant sent it. */
export interface AppliedOpening {
  id: number;
  /** The opening's title in the market's language (or the one it had). */
  title: string;
}

export interface ApplicationSummary {
  /** A UUID. */
  id: string;
  market: Market;
  /** null: an open application, for no particular opening. */
  opening: AppliedOpening | null;
  name: string;
  email: string;
  status: ApplicationStatus;
  /** ISO timestamp. */
  receivedAt: string;
}

interface ApplicationNote {
  at: string;
  by: string;
  text: string;
}

/** Every view, download or preview of the CV, change of status, note and mail to the applicant, with who and when. */
export interface ApplicationEvent {
  at: string;
  by: string;
  action: 'viewed' | 'downloaded' | 'previewed' | 'status' | 'note' | 'mailed';
  /** For `status`: the new status. */
  detail?: string;
  /** For `mailed`: the mail as it was sent, with the status it told of. */
  mail?: SentStatusMail;
}

/** HR's e-mail to the applicant on a change of status, as sent. */
export interface SentStatusMail {
  status: string;
  subject: string;
  text: string;
}

/** GET /api/applications/:id/mail?status=: the template of that status, filled in, in the applicant's language. */
export interface StatusMailDraft {
  status: string;
  /** The language of the template: the applicant's. */
  locale: string;
  to: string;
  subject: string;
  text: string;
}

export interface ApplicationDetail extends ApplicationSummary {
  phone: string;
  coverLetter: string;
  /** Whether the applicant agreed to be kept for later openings. */
  pool: boolean;
  /** The language the applicant wrote in. */
  locale: string;
  /** The day after which the application is deleted (YYYY-MM-DD). */
  keptUntil: string;
  cv: { fileName: string; bytes: number; kind: 'pdf' | 'docx' };
  notes: ApplicationNote[];
  events: ApplicationEvent[];
}

/**
 * GET /api/applications: one page (`?page=`, from 1) of the list, filtered by `?opening=<id>|open` and
 * `?status=`; `total` counts every match. The openings to filter by come with it.
 */
export interface ApplicationList {
  applications: ApplicationSummary[];
  total: number;
  page: number;
  pageSize: number;
  openings: AppliedOpening[];
}
