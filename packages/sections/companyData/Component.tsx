import { telLink } from '@/content/company';
import { formatDate } from '@/i18n/format';
import { format } from '@/i18n/messages';
import { SectionFrame } from '@/ui/SectionFrame';
import { type SectionProps } from '../shared/view';

/** The register's data, each number once: the label names the register, the value is the bare number. */
export function Component({ section, ctx, id }: SectionProps<'companyData'>) {
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
