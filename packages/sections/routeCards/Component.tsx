import { loadPage } from '@/content/source';
import { ArrowRight } from 'lucide-react';
import { AppLink } from '@/ui/AppLink';
import { Icon } from '@/ui/art/Icon';
import { childrenOf, pathOf, routeDef, routesOf, type RouteKey } from '@/routes';
import type { SectionContext } from '@/ui/section-context';
import { SectionFrame } from '@/ui/SectionFrame';
import { cardGridClass } from '@/ui/card-grid';
import { type SectionProps, card } from '../shared/view';

/** Cards for pages of the route table, each with the title and summary from its own copy. */
export function Component({ section, ctx, id }: SectionProps<'routeCards'>) {
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

function cardRoutes(section: SectionProps<'routeCards'>['section'], ctx: SectionContext): RouteKey[] {
  const { market } = ctx.site;
  if (section.parent) return childrenOf(market, section.parent).filter((key) => routeDef(key).kind === section.kind);
  return routesOf(market, section.kind);
}
