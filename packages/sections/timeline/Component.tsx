import { SectionFrame } from '@/ui/SectionFrame';
import { type SectionProps } from '../shared/view';

export function Component({ section, ctx, id }: SectionProps<'timeline'>) {
  return (
    <SectionFrame id={id} heading={section.heading} locale={ctx.locale}>
      <ol className="relative max-w-3xl border-l-2 border-brand-200 pl-6">
        {section.items.map((item) => (
          <li key={`${item.year}-${item.text}`} className="relative mb-6 last:mb-0">
            <span aria-hidden className="absolute -left-[33px] top-1.5 size-4 rounded-full border-2 border-white bg-brand-600" />
            <p className="font-bold text-brand-700">
              <time dateTime={String(item.year)}>{item.year}</time>
            </p>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
