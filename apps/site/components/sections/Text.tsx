import { Info, Stethoscope } from 'lucide-react';
import { Markdown } from '@/ui/Markdown';
import type { SectionOf } from '@/content/page-schema';
import type { SectionContext } from '@/ui/section-context';
import { SectionFrame } from '@/ui/SectionFrame';

export function Prose({ section, ctx, id }: { section: SectionOf<'prose'>; ctx: SectionContext; id: string }) {
  return (
    <SectionFrame id={id} heading={section.heading} locale={ctx.locale}>
      <Markdown text={section.body} locale={ctx.locale} className="max-w-3xl text-lg" />
    </SectionFrame>
  );
}

export function Notice({ section, ctx, id }: { section: SectionOf<'notice'>; ctx: SectionContext; id: string }) {
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

export function Timeline({ section, ctx, id }: { section: SectionOf<'timeline'>; ctx: SectionContext; id: string }) {
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

export function DataTable({ section, ctx, id }: { section: SectionOf<'table'>; ctx: SectionContext; id: string }) {
  return (
    <SectionFrame id={id} heading={section.heading} locale={ctx.locale}>
      <div className="overflow-x-auto rounded-xl border border-line" tabIndex={0} role="region" aria-label={section.caption}>
        <table className="w-full min-w-[36rem] border-collapse text-left">
          <caption className="sr-only">{section.caption}</caption>
          <thead className="bg-surface">
            <tr>
              {section.columns.map((column) => (
                <th key={column} scope="col" className="border-b border-line px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="align-top odd:bg-white even:bg-surface/60">
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row" className="border-b border-line px-4 py-3 font-semibold">
                      <Markdown text={cell} locale={ctx.locale} />
                    </th>
                  ) : (
                    <td key={cellIndex} className="border-b border-line px-4 py-3">
                      <Markdown text={cell} locale={ctx.locale} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionFrame>
  );
}
