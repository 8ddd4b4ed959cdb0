import { AppLink } from '@/ui/AppLink';
import { Markdown } from '@/ui/Markdown';
import { pathOf } from '@/routes';
import { SectionFrame } from '@/ui/SectionFrame';
import { type SectionProps, card } from '../shared/view';

export function Component({ section, ctx, id }: SectionProps<'products'>) {
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      <ul className="grid gap-5 sm:grid-cols-2">
        {section.items.map((item) => (
          <li key={item.name} className={card}>
            <h3 className="text-lg font-semibold text-brand-900">
              {item.link ? (
                <AppLink href={pathOf(item.link, ctx.locale)} className="underline-offset-4 hover:underline">
                  {item.name}
                </AppLink>
              ) : (
                item.name
              )}
            </h3>
            <Markdown text={item.text} locale={ctx.locale} className="text-muted" />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
