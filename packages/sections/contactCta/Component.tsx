import { Mail } from 'lucide-react';
import { recipientFor } from '@/content/company';
import { OpenContactButton } from '@/features/contact/ContactProvider';
import { routeDef } from '@/routes';
import { type SectionProps } from '../shared/view';

export function Component({ section, ctx, id }: SectionProps<'contactCta'>) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-10">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
          <div className="max-w-2xl">
            <h2 id={`${id}-heading`} className="text-2xl font-bold">
              {section.heading}
            </h2>
            <p className="mt-2 text-brand-50">{section.text}</p>
          </div>
          <OpenContactButton
            recipient={recipientFor(ctx.site.profile.directory, routeDef(ctx.routeKey).recipient).key}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Mail aria-hidden className="size-5" />
            {section.button}
          </OpenContactButton>
        </div>
      </div>
    </section>
  );
}
