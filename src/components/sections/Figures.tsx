import type { SectionOf } from '@/content/page-schema';
import { Markdown } from '@/ui/Markdown';
import type { SectionContext } from '@/ui/section-context';
import { SectionFrame } from '@/ui/SectionFrame';

export function Figures({ section, ctx, id }: { section: SectionOf<'figures'>; ctx: SectionContext; id: string }) {
  return (
    <SectionFrame id={id} heading={section.heading} locale={ctx.locale} tone="tinted">
      {!section.heading && <h2 className="sr-only">{ctx.t.sections.figures}</h2>}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse rounded-xl border border-line bg-white p-5">
            <dt className="mt-1 text-muted">{item.label}</dt>
            <dd className="text-3xl font-bold text-brand-700" data-figure>{item.value}</dd>
          </div>
        ))}
      </dl>
      {section.source && <Markdown text={section.source} locale={ctx.locale} className="mt-4 max-w-3xl text-sm text-muted" />}
    </SectionFrame>
  );
}
