import { Markdown } from '@/ui/Markdown';
import { SectionFrame } from '@/ui/SectionFrame';
import { type SectionProps } from '../shared/view';

export function Component({ section, ctx, id }: SectionProps<'table'>) {
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
