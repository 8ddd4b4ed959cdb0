import type { Section, SectionOf } from '@/content/page-schema';
import type { SectionContext } from '@/ui/section-context';

/** What each section's Component renders from: its content, the page's context, and its anchor (`s2`). */
export interface SectionProps<Type extends Section['type']> {
  section: SectionOf<Type>;
  ctx: SectionContext;
  id: string;
}

/**
 * A card of the sections' grids. min-w-0: a band's item may be narrower than its longest word, which
 * then breaks (a job title at 320 px). No h-full: the band stretches its items to the row's height
 * (a percentage height would stop that).
 */
export const card = 'flex min-w-0 flex-col rounded-xl border border-line bg-white p-6 shadow-sm';
