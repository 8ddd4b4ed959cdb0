import { Mail, MapPin, Phone } from 'lucide-react';
import { locations, mapLink, recipientFor, telLink } from '@/content/company';
import { OpenContactButton } from '@/features/contact/ContactProvider';
import { formatDate } from '@/i18n/format';
import { format } from '@/i18n/messages';
import type { SectionOf } from '@/content/page-schema';
import { routeDef } from '@/routes';
import type { SectionContext } from '@/ui/section-context';
import { SectionFrame } from '@/ui/SectionFrame';
import { cardGridClass } from '@/ui/card-grid';

/** The register's data, each number once: the label names the register, the value is the bare number. */
export function CompanyData({ section, ctx, id }: { section: SectionOf<'companyData'>; ctx: SectionContext; id: string }) {
  const { registration, email, phone } = ctx.site.profile;
  const labels = ctx.t.sections.companyData;
  const licence = registration.wholesaleLicence;
  const rows: Array<[string, React.ReactNode]> = [
    [labels.legalName, registration.legalName],
    [labels.seat, registration.seat],
    [labels.court, registration.court],
    [format(labels.registrationNumber, { name: registration.registrationNumber.name }), registration.registrationNumber.value],
    [format(labels.taxId, { name: registration.taxId.name }), registration.taxId.value],
    [labels.shareCapital, registration.shareCapital],
    [
      labels.bankAccounts,
      registration.bankAccounts.map((account) => (
        <span key={account.iban} className="block">
          {account.iban} ({account.bank})
        </span>
      )),
    ],
    [labels.management, registration.management.join(', ')],
    [labels.wholesaleLicence, format(labels.authorisation, { number: licence.number, issuer: licence.issuer, date: formatDate(licence.issued, ctx.locale) })],
    [
      labels.phone,
      <a key="phone" className="text-brand-700 underline underline-offset-4" href={telLink(phone)}>
        {phone}
      </a>,
    ],
    [
      labels.email,
      <a key="email" className="text-brand-700 underline underline-offset-4" href={`mailto:${email}`}>
        {email}
      </a>,
    ],
  ];
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      <dl className="grid max-w-3xl overflow-hidden rounded-xl border border-line sm:grid-cols-[14rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="border-b border-line bg-surface px-4 py-3 font-semibold">{label}</dt>
            <dd className="border-b border-line px-4 py-3">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}

/** The sales contacts a customer is offered, by department and region, each with a phone and an e-mail link. */
export function SalesContacts({ section, ctx, id }: { section: SectionOf<'salesContacts'>; ctx: SectionContext; id: string }) {
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

/** The group's sites, with the market's own first. */
export function Locations({ section, ctx, id }: { section: SectionOf<'locations'>; ctx: SectionContext; id: string }) {
  const own = ctx.site.profile.homeLocations;
  const ordered = [...locations].sort((a, b) => Number(!own.includes(a.key)) - Number(!own.includes(b.key)));
  const t = ctx.t.sections;
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale} tone="tinted">
      <ul className={cardGridClass(ordered.length, 3)}>
        {ordered.map((location) => (
          <li key={location.key} className="rounded-xl border border-line bg-white p-6">
            <h3 className="text-lg font-semibold text-brand-900">{location.city}</h3>
            <p className="mt-2 flex gap-2">
              <MapPin aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">{t.address}: </span>
                {location.address}
              </span>
            </p>
            {[location.tel1, location.tel2].filter(Boolean).map((tel) => (
              <p key={tel} className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 text-brand-700" />
                <span className="sr-only">{t.phone}: </span>
                <a className="inline-flex min-h-6 items-center text-brand-700 underline underline-offset-4" href={telLink(tel!)}>
                  {tel}
                </a>
              </p>
            ))}
            <p className="mt-3">
              <a
                className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-4"
                href={mapLink(location)}
                rel="noopener noreferrer"
              >
                {format(t.openMap, { city: location.city })}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function ContactCta({ section, ctx, id }: { section: SectionOf<'contactCta'>; ctx: SectionContext; id: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-10">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
          <div className="max-w-2xl">
            <h2 id={`${id}-heading`} className="text-2xl font-bold">
              {section.heading}
            </h2>
            <p className="mt-2 text-brand-50">{section.text}</p>
          </div>
          <OpenContactButton
            recipient={recipientFor(ctx.site.profile.directory, routeDef(ctx.routeKey).recipient).key}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Mail aria-hidden className="size-5" />
            {section.button}
          </OpenContactButton>
        </div>
      </div>
    </section>
  );
}
