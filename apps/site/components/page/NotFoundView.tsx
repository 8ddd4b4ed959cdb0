import { Briefcase, Home, Mail } from 'lucide-react';
import { AppLink } from '@/ui/AppLink';
import { OpenContactButton } from '@/features/contact/ContactProvider';
import type { Locale } from '@/config/markets';
import type { Site } from '@/content/site';
import { messagesFor } from '@/i18n/messages';
import { existsIn, pathOf } from '@/routes';

/** The 404 page of a locale: served by the server with status 404 for any unknown path. */
export function NotFoundView({ locale, site }: { locale: Locale; site: Site }) {
  const t = messagesFor(locale).notFound;
  const servicesKey = existsIn('nase-usluge-klinicke-studije', site.market) ? 'nase-usluge-klinicke-studije' : 'nase-usluge-registracije';
  const button = 'inline-flex min-h-11 items-center gap-2 rounded-lg px-5 font-semibold';
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center" data-not-found>
      <h1 className="text-4xl font-bold text-brand-900 sm:text-5xl">{t.title}</h1>
      <p className="mt-4 text-xl">{t.text}</p>
      <p className="mt-2 text-muted">{t.hint}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <AppLink href={pathOf('home', locale)} className={`${button} bg-brand-700 text-white hover:bg-brand-800`} data-action="home">
          <Home aria-hidden className="size-5" />
          {t.home}
        </AppLink>
        <AppLink href={pathOf(servicesKey, locale)} className={`${button} border border-brand-700 text-brand-800 hover:bg-brand-50`} data-action="services">
          <Briefcase aria-hidden className="size-5" />
          {t.services}
        </AppLink>
        <span data-action="contact" className="contents">
          <OpenContactButton className={`${button} border border-brand-700 text-brand-800 hover:bg-brand-50`}>
            <Mail aria-hidden className="size-5" />
            {t.contact}
          </OpenContactButton>
        </span>
      </div>
    </div>
  );
}
