import { loadPage } from '@/content/source';
import { pathOf, routesOf } from '@/routes';
import { BrandScroller } from './BrandScroller';
import { SectionFrame } from '@/ui/SectionFrame';
import { type SectionProps } from '../shared/view';

/** The represented brands as typographic wordmarks in a horizontally scrolling strip. */
export function Component({ section, ctx, id }: SectionProps<'brandStrip'>) {
  const brands = routesOf(ctx.site.market, 'brand').map((key) => {
    const page = loadPage(key, ctx.locale);
    const hero = page.sections[0];
    return { key, name: hero?.type === 'hero' ? hero.title : page.title, path: pathOf(key, ctx.locale) };
  });
  if (brands.length === 0) return null;
  const t = ctx.t.sections;
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      <BrandScroller brands={brands} labels={{ previous: t.brandsPrevious, next: t.brandsNext, list: t.brandsList }} />
    </SectionFrame>
  );
}
