import { recipientFor } from '@/content/company';
import { defaultLocale, type Locale } from '@/config/markets';
import { format, messagesFor } from '@/i18n/messages';
import { formEndpoint, type FormDeps } from '@/platform/http/form-endpoint';
import { enqueueMail } from '@/platform/mail/outbox';
import { contactMail } from './mail';
import { insertContactMessage } from './store';
import { CONTACT_LIMITS, contactSchema, fieldErrors, type ContactFields } from './validation';

const CONTACT_BODY_LIMIT = 32 * 1024;

export type ContactDeps = FormDeps;

/** POST /api/contact: the message and its e-mail to the chosen department, stored in one transaction. */
export function contactHandler(deps: ContactDeps) {
  // The directory comes with the build being served and changes when a new one goes live.
  let cached: { directory: ContactDeps['profile']['directory']; schema: ReturnType<typeof contactSchema> } | undefined;
  const schemaNow = () => {
    const { directory } = deps.profile;
    if (cached?.directory !== directory) {
      cached = { directory, schema: contactSchema(directory.filter((entry) => entry.selectable).map((entry) => entry.key)) };
    }
    return cached.schema;
  };
  const errorsOf = (locale: Locale) => messagesFor(locale).contact.errors;

  return formEndpoint<ContactFields>({
    ...deps,
    scope: 'contact',
    bodyLimit: CONTACT_BODY_LIMIT,
    validate(body, locale) {
      const parsed = schemaNow().safeParse(body);
      if (parsed.success) return { ok: true, value: parsed.data };
      const fields = Object.fromEntries(
        Object.entries(fieldErrors(parsed.error)).map(([field, code]) => [
          field,
          format(errorsOf(locale)[code], { max: CONTACT_LIMITS[field as keyof typeof CONTACT_LIMITS] ?? '' }),
        ]),
      );
      return { ok: false, fields };
    },
    async store(tx, fields, locale) {
      const entry = recipientFor(deps.profile.directory, fields.recipient);
      // The department reads its mail in the market's language.
      const t = messagesFor(defaultLocale(deps.market));
      const id = await insertContactMessage(tx, {
        market: deps.market,
        recipientKey: entry.key,
        name: fields.name,
        email: fields.email,
        message: fields.message,
      });
      await enqueueMail(
        tx,
        contactMail({
          messageId: id,
          entry,
          displayName: t.recipients[entry.key as keyof typeof t.recipients] ?? entry.key,
          from: deps.mailFrom,
          fields,
          visitorLanguage: t.languages[locale],
          labels: { name: t.contact.name, email: t.contact.email, message: t.contact.message, visitorLanguage: t.contact.visitorLanguage },
        }),
      );
      return { statusCode: 202, body: { id } };
    },
    decoy: () => ({ statusCode: 202, body: { id: crypto.randomUUID() } }),
  });
}
