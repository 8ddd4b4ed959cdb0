import { Markdown } from '@/ui/Markdown';
import { SectionFrame } from '@/ui/SectionFrame';
import { cardGridClass } from '@/ui/card-grid';
import { type SectionProps } from '../shared/view';

export function Component({ section, ctx, id }: SectionProps<'figures'>) {
  // A lone figure reads as one line, "450 veterinary customers", across its band.
  const lone = section.items.length === 1;
  return (
    <SectionFrame id={id} heading={section.heading} locale={ctx.locale} tone="tinted">
      {!section.heading && <h2 className="sr-only">{ctx.t.sections.figures}</h2>}
      <dl className={cardGridClass(section.items.length, 4)}>
        {section.items.map((item) => (
          <div
            key={item.label}
            className={`${lone ? 'flex-row-reverse flex-wrap items-baseline justify-end gap-x-3' : 'flex-col-reverse gap-1'} flex rounded-xl border border-line bg-white p-5`}
          >
            <dt className="text-muted">{item.label}</dt>
            <dd className="text-3xl font-bold text-brand-700" data-figure>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      {section.source && <Markdown text={section.source} locale={ctx.locale} className="mt-4 max-w-3xl text-sm text-muted" />}
    </SectionFrame>
  );
}
