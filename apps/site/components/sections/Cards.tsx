import { loadPage } from '@/content/source';
import { pictureOf } from '@/features/media/library';
import { Picture } from '@/features/media/Picture';
import { ArrowRight } from 'lucide-react';
import { AppLink } from '@/ui/AppLink';
import { Icon } from '@site/components/art/Icon';
import { Markdown } from '@/ui/Markdown';
import { formatDate } from '@/i18n/format';
import type { SectionOf } from '@/content/page-schema';
import { childrenOf, pathOf, routeDef, routesOf, type RouteKey } from '@/routes';
import type { SectionContext } from '@/ui/section-context';
import { SectionFrame } from '@/ui/SectionFrame';
import { cardGridClass } from '@/ui/card-grid';

// min-w-0: a band's item may be narrower than its longest word, which then breaks (a job title at 320 px).
// No h-full: the band stretches its items to the row's height (a percentage height would stop that).
const card = 'flex min-w-0 flex-col rounded-xl border border-line bg-white p-6 shadow-sm';

export function Features({ section, ctx, id }: { section: SectionOf<'features'>; ctx: SectionContext; id: string }) {
  const image = pictureOf(section.image, ctx.locale);
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      {image && (
        <div className="mb-8 overflow-hidden rounded-2xl" data-features-image>
          <Picture image={image} sizes="(min-width: 1152px) 1120px, 100vw" />
        </div>
      )}
      <ul className={cardGridClass(section.items.length, 3)}>
        {section.items.map((item) => (
          <li key={item.title} className={card}>
            <Icon name={item.icon} className="mb-3 size-8 text-brand-700" />
            <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
            <Markdown text={item.text} locale={ctx.locale} className="text-muted" />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function cardRoutes(section: SectionOf<'routeCards'>, ctx: SectionContext): RouteKey[] {
  const { market } = ctx.site;
  if (section.parent) return childrenOf(market, section.parent).filter((key) => routeDef(key).kind === section.kind);
  return routesOf(market, section.kind);
}

/** Cards for pages of the route table, each with the title and summary from its own copy. */
export function RouteCards({ section, ctx, id }: { section: SectionOf<'routeCards'>; ctx: SectionContext; id: string }) {
  const keys = cardRoutes(section, ctx);
  if (keys.length === 0) return null;
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      <ul className={cardGridClass(keys.length, 3)}>
        {keys.map((key) => {
          const page = loadPage(key, ctx.locale);
          const hero = page.sections[0]?.type === 'hero' ? page.sections[0] : undefined;
          return (
            <li key={key}>
              <AppLink href={pathOf(key, ctx.locale)} className={`${card} group h-full hover:border-brand-600`} data-route={key}>
                {hero && <Icon name={hero.icon} className="mb-3 size-8 text-brand-700" />}
                <h3 className="text-lg font-semibold text-brand-900 group-hover:underline">{hero?.title ?? page.title}</h3>
                <p className="mt-2 flex-1 text-muted">{page.summary}</p>
                <ArrowRight aria-hidden className="mt-4 size-5 text-brand-700" />
              </AppLink>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

export function Products({ section, ctx, id }: { section: SectionOf<'products'>; ctx: SectionContext; id: string }) {
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      <ul className="grid gap-5 sm:grid-cols-2">
        {section.items.map((item) => (
          <li key={item.name} className={card}>
            <h3 className="text-lg font-semibold text-brand-900">
              {item.link ? (
                <AppLink href={pathOf(item.link, ctx.locale)} className="underline-offset-4 hover:underline">
                  {item.name}
                </AppLink>
              ) : (
                item.name
              )}
            </h3>
            <Markdown text={item.text} locale={ctx.locale} className="text-muted" />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function Certificates({ section, ctx, id }: { section: SectionOf<'certificates'>; ctx: SectionContext; id: string }) {
  const labels = ctx.t.sections.certificate;
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale} tone="tinted">
      <ul className={cardGridClass(section.items.length, 4)}>
        {section.items.map((item) => {
          const facts = ctx.site.profile.certificates.find((c) => c.key === item.certificate);
          if (!facts) throw new Error(`${ctx.site.market} has no certificate ${item.certificate}`);
          return (
            <li key={item.certificate} className={card} data-certificate={item.certificate}>
              <Icon name="Award" className="mb-3 size-8 text-accent-600" />
              <h3 className="text-lg font-semibold text-brand-900">{item.name}</h3>
              <p className="mb-4 mt-1 text-muted">{item.text}</p>
              <dl className="mt-auto space-y-2 border-t border-line pt-3 text-sm">
                {[
                  [labels.number, facts.number],
                  [labels.issuer, facts.issuer],
                  ...(facts.validUntil ? [[labels.validUntil, formatDate(facts.validUntil, ctx.locale)]] : []),
                ].map(([label, value]) => (
                  <div key={label}>
                    <dt className="font-semibold text-brand-900">{label}</dt>
                    <dd className="text-muted">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

export function Steps({ section, ctx, id }: { section: SectionOf<'steps'>; ctx: SectionContext; id: string }) {
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      <ol className={cardGridClass(section.items.length, 3)}>
        {section.items.map((item, index) => (
          <li key={item.title} className={`${card} flex-row gap-4`}>
            <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
              <Markdown text={item.text} locale={ctx.locale} className="text-muted" />
            </div>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
