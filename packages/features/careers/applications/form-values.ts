import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { cvFileProblem, cvPayload } from './cv-file';
import { applicationSchema, type ApplicationFieldName, type ApplicationFields } from './validation';

/**
 * The application form in the browser: the shared schema's fields, except
 * that the CV is still the chosen File (it becomes base64 only on send) and
 * the opening comes from the button that opened the form, not from a field.
 */
const { coverLetter, pool, privacyAccepted } = applicationSchema.shape;

/**
 * The form holds every field from the start (emptyApplication), so none has a default, and the privacy
 * box holds false until it is ticked: the schema takes the form's values and gives what is sent.
 */
export const applicationFormSchema = applicationSchema.omit({ opening: true, cv: true }).extend({
  coverLetter: coverLetter.removeDefault(),
  pool: pool.removeDefault(),
  privacyAccepted: z.boolean().pipe(privacyAccepted),
  cv: z.custom<File | null>().superRefine((file, context) => {
    const problem = cvFileProblem(file);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});

/** What the form holds. */
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
/** What the form hands its submit once the schema has taken it. */
type CheckedApplication = z.output<typeof applicationFormSchema>;
export type ApplicationFormState = UseFormReturn<ApplicationFormValues, unknown, CheckedApplication>;

export const emptyApplication: ApplicationFormValues = {
  name: '',
  email: '',
  phone: '',
  coverLetter: '',
  privacyAccepted: false,
  pool: false,
  cv: null,
};

/** The fields in the order the form shows them: the first with a server error takes the focus. */
export const formFieldOrder = ['name', 'email', 'phone', 'cv', 'coverLetter', 'privacyAccepted', 'pool'] as const;
export type FormFieldName = (typeof formFieldOrder)[number];

/**
 * The field a server error path names (`cv.data`, `cv.fileName` belong to the CV),
 * or `opening` for a closed opening, which has no field of its own.
 */
export function fieldOfPath(path: string): FormFieldName | 'opening' | undefined {
  const head = path.split('.')[0] as ApplicationFieldName;
  if (head === 'opening') return 'opening';
  return (formFieldOrder as readonly string[]).includes(head) ? (head as FormFieldName) : undefined;
}

/** What POST /api/applications receives, besides the transport fields postForm adds. */
export async function applicationBody(values: ApplicationFormValues, opening: number | null): Promise<ApplicationFields> {
  if (!values.cv) throw new Error('the form was sent without a CV');
  const { name, email, phone, coverLetter, privacyAccepted, pool } = values;
  return { opening, name, email, phone, coverLetter, privacyAccepted: privacyAccepted as true, pool, cv: await cvPayload(values.cv) };
}
