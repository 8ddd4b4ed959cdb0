import { Mail, Phone } from 'lucide-react';
import { telLink } from '@/content/company';
import { SectionFrame } from '@/ui/SectionFrame';
import { type SectionProps } from '../shared/view';

/** The sales contacts a customer is offered, by department and region, each with a phone and an e-mail link. */
export function Component({ section, ctx, id }: SectionProps<'salesContacts'>) {
  const { directory, salesContacts } = ctx.site.profile;
  const names = ctx.t.recipients as Record<string, string>;
  const t = ctx.t.sections;
  const contacts = salesContacts.map((key) => {
    const entry = directory.find((e) => e.key === key);
    if (!entry) throw new Error(`${ctx.site.market}: sales contact ${key} is not in the directory`);
    return entry;
  });
  const link = 'inline-flex min-h-6 items-center text-brand-700 underline underline-offset-4 [overflow-wrap:anywhere]';
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      <ul className="grid gap-5 md:grid-cols-2">
        {contacts.map((contact) => (
          <li key={contact.key} className="rounded-xl border border-line bg-white p-6" data-sales-contact={contact.key}>
            <h3 className="text-lg font-semibold text-brand-900">{names[contact.key] ?? contact.key}</h3>
            <p className="mt-2 flex items-center gap-2">
              <Phone aria-hidden className="size-4 shrink-0 text-brand-700" />
              <span className="sr-only">{t.phone}: </span>
              <a className={link} href={telLink(contact.tel)}>
                {contact.tel}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 shrink-0 text-brand-700" />
              <span className="sr-only">{t.email}: </span>
              <a className={link} href={`mailto:${contact.mail}`}>
                {contact.mail}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
