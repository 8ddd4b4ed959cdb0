import { FileUp, Send } from 'lucide-react';
import { jobsIn } from '@/content/source';
import type { Job } from '@/content/job-schema';
import { formatDate, format } from '@/i18n/format';
import { ApplicationProvider, ApplyButton } from '@/features/careers/applications/ApplicationProvider';
import { applicationSetup } from '@/features/careers/applications/setup';
import { openingAnchor } from '@/features/careers/job-posting';
import { openingPath } from '@/features/careers/openings';
import type { SectionContext } from '@/ui/section-context';
import { AppLink } from '@/ui/AppLink';
import { primaryButton, secondaryButton } from '@/ui/form';
import { SectionFrame } from '@/ui/SectionFrame';
import { type SectionProps } from '../shared/view';

/**
 * The market's open job openings in this language (packages/content/jobs.ts), each with its place,
 * contract and deadline, a link to its own page (which has its full text and its structured data:
 * a page listing jobs carries none) and its Apply button, and an open application; both buttons
 * open the application form on this page.
 */
export function Component({ section, ctx, id }: SectionProps<'positions'>) {
  const jobs = jobsIn(ctx.locale);
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      <ApplicationProvider setup={applicationSetup(ctx.locale, ctx.t)}>
        {jobs.length === 0 ? (
          <p data-positions-empty className="rounded-xl border border-dashed border-line p-6 text-muted">
            {ctx.t.sections.positionsEmpty}
          </p>
        ) : (
          <ul className="grid gap-5">
            {jobs.map((job) => (
              <JobOpening key={job.id} job={job} ctx={ctx} />
            ))}
          </ul>
        )}
        <OpenApplication ctx={ctx} prominent={jobs.length === 0} />
      </ApplicationProvider>
    </SectionFrame>
  );
}

function JobOpening({ job, ctx }: { job: Job; ctx: SectionContext }) {
  const t = ctx.t.sections;
  const text = job.translations[ctx.locale]!;
  return (
    <li id={openingAnchor(job)} data-job={job.id} className="flex h-full min-w-0 flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-brand-900">
        <AppLink href={openingPath(ctx.site.market, job, ctx.locale)!} className="underline underline-offset-4 hover:text-brand-700">
          {text.title}
        </AppLink>
      </h3>
      <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
        <div className="flex gap-1">
          <dt>{t.positionPlace}:</dt>
          <dd>{text.place}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t.positionContract}:</dt>
          <dd>{t.contract[job.contract]}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t.positionDeadline}:</dt>
          <dd>
            <time dateTime={job.deadline}>{formatDate(job.deadline, ctx.locale)}</time>
          </dd>
        </div>
      </dl>
      <p className="mt-4">
        <ApplyButton opening={{ id: job.id, title: text.title }} label={format(ctx.t.applications.applyFor, { title: text.title })} className={primaryButton}>
          <FileUp aria-hidden className="size-5" />
          {ctx.t.applications.apply}
        </ApplyButton>
      </p>
    </li>
  );
}

/** Shown with or without openings: an application need not wait for an opening that fits. */
function OpenApplication({ ctx, prominent }: { ctx: SectionContext; prominent: boolean }) {
  const t = ctx.t.applications;
  return (
    <div data-open-application className="mt-5 rounded-xl bg-surface p-6">
      <h3 className="text-lg font-semibold text-brand-900">{t.openApplication}</h3>
      <p className="mt-1 max-w-3xl">{t.openApplicationText}</p>
      <p className="mt-4">
        <ApplyButton opening={null} className={prominent ? primaryButton : `${secondaryButton} bg-white`}>
          <Send aria-hidden className="size-5" />
          {t.openApplicationButton}
        </ApplyButton>
      </p>
    </div>
  );
}
