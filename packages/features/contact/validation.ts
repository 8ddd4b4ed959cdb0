import { z } from 'zod';
import { firstCodeOfEachField, singleLine } from '@/lib/form-fields';
import { CONTROL_CHARACTERS_IN_TEXT } from '@/lib/text';

/**
 * The contact message, validated by the same schema in the browser and on the
 * server. Errors carry a code, not prose: each side turns the code into the
 * visitor's language from the catalogue (contact.errors.<code>).
 */
export const CONTACT_LIMITS = { name: 50, email: 50, message: 5000, recipients: 15 } as const;

export type ContactErrorCode = 'chooseRecipient' | 'required' | 'tooLong' | 'invalidEmail' | 'invalidCharacters' | 'acceptPrivacy';

const err = (code: ContactErrorCode) => ({ error: code });

export function contactSchema(recipientKeys: readonly string[]) {
  return z.object({
    recipient: z.string(err('chooseRecipient')).refine((key) => recipientKeys.includes(key), err('chooseRecipient')),
    name: singleLine(CONTACT_LIMITS.name),
    email: singleLine(CONTACT_LIMITS.email).pipe(z.email(err('invalidEmail'))),
    message: z
      .string(err('required'))
      .trim()
      .min(1, err('required'))
      .max(CONTACT_LIMITS.message, err('tooLong'))
      .refine((value) => !CONTROL_CHARACTERS_IN_TEXT.test(value), err('invalidCharacters')),
    privacyAccepted: z.literal(true, err('acceptPrivacy')),
  });
}

export type ContactFields = z.infer<ReturnType<typeof contactSchema>>;
export type ContactFieldName = keyof ContactFields;

/** The first error code of each field, as the API answers them and the form shows them. */
export const fieldErrors = (error: z.ZodError) => firstCodeOfEachField<ContactFieldName, ContactErrorCode>(error);
