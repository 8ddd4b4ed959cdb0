import { z } from 'zod';
import { firstCodeOfEachField, singleLine } from '@/lib/form-fields';
import { CONTROL_CHARACTERS_IN_TEXT } from '@/lib/text';

/**
 * A job application, validated by the same schema in the browser and on the
 * server. Errors carry a code; each side words it from the catalogue
 * (applications.errors.<code>). The CV travels as base64 inside the JSON, so the
 * application goes through the same form endpoint as the other forms; its bytes
 * are judged on the server (cv.ts), never by its name.
 */
export const CV_MAX_BYTES = 10 * 1024 * 1024;

/** What a CV's compressed parts may unpack to in all: a CV with photos is a few MB, a bomb many GB. */
export const UNPACKED_MAX_BYTES = 50 * 1024 * 1024;

export const APPLICATION_LIMITS = { name: 80, email: 80, phone: 30, coverLetter: 5000, fileName: 200 } as const;

/** Base64 of CV_MAX_BYTES, padded: a longer text holds a larger file. */
const CV_MAX_BASE64 = Math.ceil(CV_MAX_BYTES / 3) * 4;

export type ApplicationErrorCode =
  | 'required'
  | 'tooLong'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidCharacters'
  | 'acceptPrivacy'
  | 'cvMissing'
  | 'cvTooLarge'
  | 'cvType'
  | 'cvUnpacksTooLarge'
  | 'cvDamaged'
  | 'cvPdfScript'
  | 'cvPdfLaunch'
  | 'cvPdfEmbedded'
  | 'openingClosed';

const err = (code: ApplicationErrorCode) => ({ error: code });

/** Digits with the usual separators and an optional leading +: "+385 1 234 5678", "(01) 234-5678". */
const PHONE = /^\+?[0-9][0-9 ()/.-]{4,28}[0-9]$/;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const cvSchema = z.object(
  {
    fileName: singleLine(APPLICATION_LIMITS.fileName),
    data: z
      .string(err('cvMissing'))
      .min(1, err('cvMissing'))
      .max(CV_MAX_BASE64, err('cvTooLarge'))
      .refine((value) => value.length % 4 === 0 && BASE64.test(value), err('cvType')),
  },
  err('cvMissing'),
);

export const applicationSchema = z.object({
  /** The opening's id, or null for an open application. */
  opening: z.number(err('openingClosed')).int(err('openingClosed')).positive(err('openingClosed')).nullable(),
  name: singleLine(APPLICATION_LIMITS.name),
  email: singleLine(APPLICATION_LIMITS.email).pipe(z.email(err('invalidEmail'))),
  phone: singleLine(APPLICATION_LIMITS.phone).refine((value) => PHONE.test(value), err('invalidPhone')),
  coverLetter: z
    .string(err('required'))
    .trim()
    .max(APPLICATION_LIMITS.coverLetter, err('tooLong'))
    .refine((value) => !CONTROL_CHARACTERS_IN_TEXT.test(value), err('invalidCharacters'))
    .default(''),
  privacyAccepted: z.literal(true, err('acceptPrivacy')),
  /** The applicant agrees that the company keeps the application for later openings (the longer pool period). */
  pool: z.boolean(err('required')).default(false),
  cv: cvSchema,
});

export type ApplicationFields = z.infer<typeof applicationSchema>;
export type ApplicationFieldName = keyof ApplicationFields;

/** The first error code of each field (`cv.data` counts as `cv`, as does an issue of the whole body). */
export const applicationFieldErrors = (error: z.ZodError) => firstCodeOfEachField<ApplicationFieldName, ApplicationErrorCode>(error, 'cv');

/** A page of HR's list, as the address and the API name it: a whole number from 1 up. */
export const isPageNumber = (text: string): boolean => /^[1-9]\d{0,5}$/.test(text);

/** The longest note HR may add to an application. */
export const NOTE_MAX = 2000;

/** Where an application stands in HR's work, in order. */
export const applicationStatuses = ['received', 'shortlisted', 'interview', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The statuses an applicant is told of: an invitation, a rejection, an offer. */
export const mailedStatuses = ['interview', 'rejected', 'hired'] as const satisfies readonly ApplicationStatus[];
export type MailedStatus = (typeof mailedStatuses)[number];

export const isMailedStatus = (status: unknown): status is MailedStatus => mailedStatuses.includes(status as MailedStatus);

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_TEXT_MAX = 5000;

/** The text HR edits: subject and body. */
export interface StatusMailText {
  subject: string;
  text: string;
}
