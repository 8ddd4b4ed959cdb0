import { ArrowRight } from 'lucide-react';
import { newsContent } from '@/content/source';
import { AppLink } from '@/ui/AppLink';
import type { SectionContext } from '@/ui/section-context';
import { SectionFrame } from '@/ui/SectionFrame';
import type { SectionOf } from '@/content/page-schema';
import { pathOf } from '@/routes';
import { NewsBrowser } from './NewsBrowser';
import { PostGrid } from './PostCard';
import { categoryName, postsIn } from './posts';
import { summaryOf } from './summary';

/** The list page's section: every post of the market in this locale, browsed in the client. */
export function NewsList({ section, ctx, id }: { section: SectionOf<'newsList'>; ctx: SectionContext; id: string }) {
  const labels = ctx.t.news;
  const posts = postsIn(ctx.site.market, ctx.locale).map((post) => summaryOf(post, ctx.locale, ctx.site));
  const categories = newsContent().categories.map((category) => ({ id: category.id, name: categoryName(category, ctx.locale) }));
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      <NewsBrowser path={pathOf('novosti-i-dogadanja', ctx.locale)} posts={posts} categories={categories} labels={labels} />
    </SectionFrame>
  );
}

/** The three newest posts of the market, for the home page. */
export function LatestNews({ section, ctx, id }: { section: SectionOf<'latestNews'>; ctx: SectionContext; id: string }) {
  const posts = postsIn(ctx.site.market, ctx.locale)
    .slice(0, 3)
    .map((post) => summaryOf(post, ctx.locale, ctx.site));
  if (posts.length === 0) return null;
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale} tone="tinted">
      <div data-latest-news>
        <PostGrid posts={posts} labels={ctx.t.news} />
      </div>
      <p className="mt-6">
        <AppLink
          href={pathOf('novosti-i-dogadanja', ctx.locale)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {ctx.t.news.allNews}
          <ArrowRight aria-hidden className="size-5" />
        </AppLink>
      </p>
    </SectionFrame>
  );
}
