import { Markdown } from '@/ui/Markdown';
import { SectionFrame } from '@/ui/SectionFrame';
import { cardGridClass } from '@/ui/card-grid';
import { type SectionProps, card } from '../shared/view';

export function Component({ section, ctx, id }: SectionProps<'steps'>) {
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      <ol className={cardGridClass(section.items.length, 3)}>
        {section.items.map((item, index) => (
          <li key={item.title} className={`${card} flex-row gap-4`}>
            <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
              <Markdown text={item.text} locale={ctx.locale} className="text-muted" />
            </div>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
