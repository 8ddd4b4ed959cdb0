import { SearchSection } from '@/features/search/SearchSection';
import type { SectionProps } from '../shared/view';

/** The results live with the site search (packages/features/search). */
export function Component({ ctx }: SectionProps<'searchResults'>) {
  return <SearchSection ctx={ctx} />;
}
