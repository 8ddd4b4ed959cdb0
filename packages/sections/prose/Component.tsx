import { Markdown } from '@/ui/Markdown';
import { SectionFrame } from '@/ui/SectionFrame';
import { type SectionProps } from '../shared/view';

export function Component({ section, ctx, id }: SectionProps<'prose'>) {
  return (
    <SectionFrame id={id} heading={section.heading} locale={ctx.locale}>
      <Markdown text={section.body} locale={ctx.locale} className="max-w-3xl text-lg" />
    </SectionFrame>
  );
}
