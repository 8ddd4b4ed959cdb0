import { marketProfiles } from '@/content/company';
import { markets, yearIn, type Locale } from '@/config/markets';
import type { Site } from '@/content/site';
import { format, messagesFor } from '@/i18n/messages';
import { existsIn, pathOf, type RouteKey } from '@/routes';
import { AppLink } from '@/ui/AppLink';
import { telLink } from '@/content/company';
import { RecaptchaSettings } from './RecaptchaSettings';

const linkClass = 'inline-flex min-h-8 items-center text-brand-100 underline-offset-4 hover:text-white hover:underline';

/** An e-mail address that, when its column is too narrow, wraps before its @ rather than inside a word. */
function MailLink({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <a className={linkClass} href={`mailto:${address}`}>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </a>
  );
}

export function Footer({ locale, site }: { locale: Locale; site: Site }) {
  const t = messagesFor(locale);
  const { profile } = site;
  const link = (key: RouteKey, label: string) =>
    existsIn(key, site.market) ? (
      <li key={key}>
        <AppLink href={pathOf(key, locale)} className={linkClass}>
          {label}
        </AppLink>
      </li>
    ) : null;
  const linkColumns: { id: string; heading: string; links: [RouteKey, string][] }[] = [
    {
      id: 'footer-company',
      heading: t.footer.company,
      links: [
        ['o-nama', t.site.aboutUs],
        ['o-nama-podaci-o-tvrtki', t.footer.companyData],
        ['za-kupce', t.footer.forCustomers],
        ['karijere', t.site.careers],
        ['file', t.footer.documents],
        ['prijava-nuspojava', t.footer.reportSideEffect],
      ],
    },
    {
      id: 'footer-legal',
      heading: t.footer.legal,
      links: [
        ['cookies', t.footer.cookies],
        ['uvjeti-koristenja', t.footer.terms],
        ['pravila-privatnosti', t.footer.privacy],
        ['obavijest-o-videonadzoru', t.footer.videoSurveillance],
      ],
    },
  ];

  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      {/* The contact column is the widest: its e-mail addresses fit on one line from 1280 px. */}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 font-semibold text-white">
            {t.footer.contactHeading}
          </h2>
          <address className="not-italic leading-relaxed text-brand-100">
            {profile.registration.legalName}
            <br />
            {profile.address}
            <br />
            <a className={linkClass} href={telLink(profile.phone)}>
              {profile.phone}
            </a>
            <br />
            <MailLink address={profile.email} />
          </address>
          <p className="mt-4 leading-relaxed text-brand-100" data-testid="footer-pharmacovigilance">
            {t.footer.pharmacovigilance}:
            <br />
            <MailLink address={profile.pharmacovigilance.email} />
            <br />
            <a className={linkClass} href={telLink(profile.pharmacovigilance.phone)}>
              {profile.pharmacovigilance.phone}
            </a>
          </p>
        </section>
        {linkColumns.map(({ id, heading, links }) => (
          <section key={id} aria-labelledby={id}>
            <h2 id={id} className="mb-3 font-semibold text-white">
              {heading}
            </h2>
            <ul>
              {links.map(([key, label]) => link(key, label))}
              {id === 'footer-legal' && <RecaptchaSettings texts={t.consent} className={linkClass} />}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-sites">
          <h2 id="footer-sites" className="mb-3 font-semibold text-white">
            {t.footer.sisterSites}
          </h2>
          <ul data-testid="sister-sites">
            {markets
              .filter((market) => market !== site.market)
              .map((market) => (
                <li key={market}>
                  <a className={linkClass} href={marketProfiles[market].siteUrl} data-market={market}>
                    {t.markets[market]}
                  </a>
                </li>
              ))}
          </ul>
        </section>
      </div>
      <p className="border-t border-brand-800 px-4 py-5 text-center text-sm text-brand-100">
        {format(t.footer.copyright, { year: yearIn(site.market, new Date()), legalName: profile.registration.legalName })}
      </p>
    </footer>
  );
}
