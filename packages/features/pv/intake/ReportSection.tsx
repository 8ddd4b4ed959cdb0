import type { SectionContext } from '@/ui/section-context';
import { pathOf } from '@/routes';
import { ReportFormLoader } from './ReportFormLoader';

/** The report form section of the reporting page; the copy around it explains the other ways to report. */
export function ReportSection({ ctx }: { ctx: SectionContext }) {
  return (
    <section aria-label={ctx.t.report.formLabel} className="py-10" id="report">
      <div className="mx-auto max-w-3xl px-4">
        <ReportFormLoader t={ctx.t.report} consent={ctx.t.consent} locale={ctx.locale} privacyPath={pathOf('pravila-privatnosti', ctx.locale)} />
      </div>
    </section>
  );
}
