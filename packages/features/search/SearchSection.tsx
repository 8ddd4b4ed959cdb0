import type { SectionContext } from '@/ui/section-context';
import { pathOf, routesOf } from '@/routes';
import { SearchResults, type SearchResultsProps } from './SearchResults';

/** The results page's section: the query comes from ?q= in the browser, so the search runs there. */
export function SearchSection({ ctx }: { ctx: SectionContext }) {
  const props: SearchResultsProps = {
    locale: ctx.locale,
    path: pathOf('pretraga', ctx.locale),
    labels: ctx.t.search,
    departments: routesOf(ctx.site.market, 'department').map((key) => ({
      label: ctx.t.nav[key as keyof typeof ctx.t.nav],
      path: pathOf(key, ctx.locale),
    })),
  };
  return (
    <section aria-label={ctx.t.search.results} className="py-10">
      <div className="mx-auto max-w-4xl px-4">
        <SearchResults {...props} />
      </div>
    </section>
  );
}
