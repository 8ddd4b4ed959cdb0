import { loadPage } from '@/content/source';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { Sections } from '@site/components/sections/Sections';
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
  const steps: RouteKey[] = ['home', ...ancestorsOf(routeKey)];
  const trail = steps.map((key) => ({
    href: pathOf(key, locale),
    name: key === 'home' ? site.profile.brandName : heroTitle(key, locale, site),
  }));
  return <Breadcrumbs label={messagesFor(locale).site.breadcrumb} trail={trail} current={heroTitle(routeKey, locale, site)} />;
}

export function PageView({
  routeKey,
  locale,
  site,
  sections,
  heroImage,
}: {
  routeKey: RouteKey;
  locale: Locale;
  site: Site;
  sections: Section[];
  heroImage?: number;
}) {
  return (
    <div className="page-enter" data-route={routeKey}>
      <StructuredData routeKey={routeKey} site={site} />
      {routeKey !== 'home' && <Breadcrumb routeKey={routeKey} locale={locale} site={site} />}
      <Sections sections={sections} ctx={{ locale, site, routeKey, t: messagesFor(locale), heroImage }} />
    </div>
  );
}
