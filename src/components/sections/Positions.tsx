import { jobsIn } from '@/content/source';
import { formatDate, format } from '@/i18n/format';
import type { SectionOf } from '@/content/page-schema';
import type { SectionContext } from '@/ui/section-context';
import { Markdown } from '@/ui/Markdown';
import { SectionFrame } from '@/ui/SectionFrame';

/** The market's open job openings in this language (src/content/jobs.ts), or where to send an open application. */
export function Positions({ section, ctx, id }: { section: SectionOf<'positions'>; ctx: SectionContext; id: string }) {
  const t = ctx.t.sections;
  const careers = ctx.site.profile.careersEmail;
  const jobs = jobsIn(ctx.locale).map((job) => ({ ...job, text: job.translations[ctx.locale]!, email: job.applyEmail ?? careers }));
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      {jobs.length === 0 ? (
        <p data-positions-empty className="rounded-xl border border-dashed border-line p-6 text-muted">
          {format(t.positionsEmpty, { email: careers })}
        </p>
      ) : (
        <ul className="grid gap-5">
          {jobs.map((job) => (
            <li key={job.id} data-job={job.id} className="flex h-full min-w-0 flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{job.text.title}</h3>
              <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
                <div className="flex gap-1"><dt>{t.positionPlace}:</dt><dd>{job.text.place}</dd></div>
                <div className="flex gap-1"><dt>{t.positionContract}:</dt><dd>{t.contract[job.contract]}</dd></div>
                <div className="flex gap-1"><dt>{t.positionDeadline}:</dt><dd><time dateTime={job.deadline}>{formatDate(job.deadline, ctx.locale)}</time></dd></div>
              </dl>
              <Markdown text={job.text.description} locale={ctx.locale} />
              <p className="mt-3">
                <a className="font-semibold text-brand-700 underline underline-offset-4" href={`mailto:${job.email}?subject=${encodeURIComponent(job.text.title)}`}>
                  {t.applyBy}: {job.email}
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}
