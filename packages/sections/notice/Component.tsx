import { Info, Stethoscope } from 'lucide-react';
import { Markdown } from '@/ui/Markdown';
import { type SectionProps } from '../shared/view';

export function Component({ section, ctx, id }: SectionProps<'notice'>) {
  const medical = section.tone === 'medical';
  const IconComponent = medical ? Stethoscope : Info;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <aside
        aria-labelledby={section.title ? `${id}-title` : undefined}
        className={`flex max-w-3xl gap-4 rounded-xl border-l-4 p-5 ${medical ? 'border-accent-600 bg-red-50' : 'border-brand-600 bg-brand-50'}`}
      >
        <IconComponent aria-hidden className={`mt-1 size-6 shrink-0 ${medical ? 'text-accent-600' : 'text-brand-700'}`} />
        <div>
          {section.title && (
            <h2 id={`${id}-title`} className="font-semibold text-ink">
              {section.title}
            </h2>
          )}
          <Markdown text={section.body} locale={ctx.locale} />
        </div>
      </aside>
    </div>
  );
}
