'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { AppLink } from '@/ui/AppLink';

/** One arrow press moves the strip by this much, as the specification sets. */
const BRAND_SCROLL_STEP_PX = 200;

interface Brand {
  key: string;
  name: string;
  path: string;
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function BrandScroller({ brands, labels }: { brands: Brand[]; labels: { previous: string; next: string; list: string } }) {
  const strip = useRef<HTMLUListElement>(null);
  const move = (direction: -1 | 1) => strip.current?.scrollBy({ left: direction * BRAND_SCROLL_STEP_PX, behavior: scrollBehavior() });
  const arrow = 'flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-white text-brand-800 hover:bg-brand-50';

  return (
    <div className="flex items-center gap-3">
      <button type="button" className={arrow} aria-label={labels.previous} onClick={() => move(-1)}>
        <ChevronLeft aria-hidden />
      </button>
      <ul
        ref={strip}
        aria-label={labels.list}
        data-testid="brand-strip"
        className="flex flex-1 gap-4 overflow-x-auto scroll-smooth py-2 motion-reduce:scroll-auto [scrollbar-width:thin]"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
            event.preventDefault();
            move(event.key === 'ArrowRight' ? 1 : -1);
          }
        }}
      >
        {brands.map((brand) => (
          <li key={brand.key}>
            <AppLink
              href={brand.path}
              className="flex h-24 w-48 items-center justify-center rounded-xl border border-line bg-white px-4 text-center font-serif text-xl font-semibold tracking-wide text-brand-900 hover:border-brand-600"
            >
              {brand.name}
            </AppLink>
          </li>
        ))}
      </ul>
      <button type="button" className={arrow} aria-label={labels.next} onClick={() => move(1)}>
        <ChevronRight aria-hidden />
      </button>
    </div>
  );
}
