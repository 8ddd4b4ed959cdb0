import { ChevronRight } from 'lucide-react';
import { AppLink } from './AppLink';

/** The trail from the home page down to the page shown: each step a link, the page itself last. */
export function Breadcrumbs({ label, trail, current }: { label: string; trail: ReadonlyArray<{ href: string; name: string }>; current: string }) {
  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {trail.map((step) => (
          <li key={step.href} className="flex items-center gap-1">
            <AppLink href={step.href} className="inline-flex min-h-6 items-center underline-offset-4 hover:text-brand-800 hover:underline">
              {step.name}
            </AppLink>
            <ChevronRight aria-hidden className="size-4" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
