import { Emblem } from '@/ui/Emblem';

/** The Farmadria wordmark: our own drawing, the emblem and the name. */
export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <Emblem />
      <span className="whitespace-nowrap text-xl font-bold tracking-tight text-brand-800">Farmadria</span>
    </span>
  );
}

/**
 * The Croatian site's anniversary mark, worded per locale. It sits in a
 * container that takes the header's spare width, and shows only when it fits
 * there: the threshold is in `ch` of the visitor's font, so a wide font drops
 * the badge before any header item has to squeeze (3.25rem: the star, the gap
 * and the rule; 12.5ch: the longer line of text at text-xs).
 */
export function AnniversaryBadge({ years, since }: { years: string; since: string }) {
  return (
    <span data-anniversary className="hidden items-center gap-1.5 border-l border-line pl-3 @min-[calc(3.25rem+12.5ch)]:flex">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <circle cx="14" cy="14" r="12.5" fill="none" stroke="#b4443a" strokeWidth="2" />
        <path d="M14 6.5l2.1 4.4 4.8.6-3.5 3.3.9 4.8L14 17.3l-4.3 2.3.9-4.8-3.5-3.3 4.8-.6Z" fill="#b4443a" />
      </svg>
      <span className="flex flex-col whitespace-nowrap text-xs leading-tight">
        <span className="font-semibold text-accent-600">{years}</span>
        <span className="text-muted">{since}</span>
      </span>
    </span>
  );
}
