import { ChevronRight } from 'lucide-react';
import { loadPage } from '@/content/source';
import { AppLink } from '@/ui/AppLink';
import { Sections } from '@/components/sections/Sections';
import type { Locale } from '@/config/markets';
import type { Site } from '@/content/site';
import { fillPlaceholders } from '@/content/render';
import type { Section } from '@/content/page-schema';
import { messagesFor } from '@/i18n/messages';
import { ancestorsOf, pathOf, type RouteKey } from '@/routes';
import { StructuredData } from './StructuredData';

function heroTitle(key: RouteKey, locale: Locale, site: Site): string {
  const page = fillPlaceholders(loadPage(key, locale), site);
  const hero = page.sections[0];
  return hero?.type === 'hero' ? hero.title : page.title;
}

function Breadcrumb({ routeKey, locale, site }: { routeKey: RouteKey; locale: Locale; site: Site }) {
  const trail: RouteKey[] = ['home', ...ancestorsOf(routeKey)];
  return (
    <nav aria-label={messagesFor(locale).site.breadcrumb} className="mx-auto max-w-6xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {trail.map((key) => (
          <li key={key} className="flex items-center gap-1">
            <AppLink href={pathOf(key, locale)} className="inline-flex min-h-6 items-center underline-offset-4 hover:text-brand-800 hover:underline">
              {key === 'home' ? site.profile.brandName : heroTitle(key, locale, site)}
            </AppLink>
            <ChevronRight aria-hidden className="size-4" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-ink">
          {heroTitle(routeKey, locale, site)}
        </li>
      </ol>
    </nav>
  );
}

export function PageView({ routeKey, locale, site, sections, heroImage }: { routeKey: RouteKey; locale: Locale; site: Site; sections: Section[]; heroImage?: number }) {
  return (
    <div className="page-enter" data-route={routeKey}>
      <StructuredData routeKey={routeKey} site={site} />
      {routeKey !== 'home' && <Breadcrumb routeKey={routeKey} locale={locale} site={site} />}
      <Sections sections={sections} ctx={{ locale, site, routeKey, t: messagesFor(locale), heroImage }} />
    </div>
  );
}
