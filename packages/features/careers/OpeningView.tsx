import { ArrowLeft, FileUp } from 'lucide-react';
import type { Site } from '@/content/site';
import { fillPlaceholders } from '@/content/render';
import { loadPage } from '@/content/source';
import { formatDate } from '@/i18n/format';
import { format, messagesFor } from '@/i18n/messages';
import { pathOf } from '@/routes';
import { AppLink } from '@/ui/AppLink';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { primaryButton } from '@/ui/form';
import { JsonLd } from '@/ui/JsonLd';
import { Markdown } from '@/ui/Markdown';
import { ApplicationProvider, ApplyButton } from './applications/ApplicationProvider';
import { applicationSetup } from './applications/setup';
import { jobPostingJsonLd } from './job-posting';
import { CAREERS, type Opening } from './openings';

/** The careers page's heading, as the breadcrumb names it. */
function careersTitle(opening: Opening, site: Site): string {
  const page = fillPlaceholders(loadPage(CAREERS, opening.locale, site.market), site);
  const hero = page.sections[0];
  return hero?.type === 'hero' ? hero.title : page.title;
}

/** One job opening on its own page: breadcrumb, title, its facts, its full text and the Apply button. */
export function OpeningView({ opening, site }: { opening: Opening; site: Site }) {
  const { job, locale, text } = opening;
  const t = messagesFor(locale);
  const labels = t.sections;
  const careersPath = pathOf(CAREERS, locale);
  const fact = 'flex flex-col gap-0.5';

  return (
    <div className="page-enter" data-opening={job.id}>
      <JsonLd data={jobPostingJsonLd(opening, site)} />
      <Breadcrumbs
        label={t.site.breadcrumb}
        trail={[
          { href: pathOf('home', locale), name: site.profile.brandName },
          { href: careersPath, name: careersTitle(opening, site) },
        ]}
        current={text.title}
      />

      <ApplicationProvider setup={applicationSetup(locale, t)}>
        <article className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="opening-title">
          <header>
            <h1 id="opening-title" className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
              {text.title}
            </h1>
            <dl className="mt-6 grid gap-4 rounded-xl border-l-4 border-brand-700 bg-surface p-5 sm:grid-cols-2" data-opening-facts>
              <div className={fact}>
                <dt className="text-sm font-semibold text-muted">{labels.positionPlace}</dt>
                <dd className="text-lg font-semibold text-ink">{text.place}</dd>
              </div>
              <div className={fact}>
                <dt className="text-sm font-semibold text-muted">{labels.positionContract}</dt>
                <dd className="text-lg font-semibold text-ink">{labels.contract[job.contract]}</dd>
              </div>
              <div className={fact}>
                <dt className="text-sm font-semibold text-muted">{labels.positionDeadline}</dt>
                <dd className="text-lg font-semibold text-ink">
                  <time dateTime={job.deadline}>{formatDate(job.deadline, locale)}</time>
                </dd>
              </div>
              <div className={fact}>
                <dt className="text-sm font-semibold text-muted">{labels.positionPosted}</dt>
                <dd className="text-lg font-semibold text-ink">
                  <time dateTime={job.posted}>{formatDate(job.posted, locale)}</time>
                </dd>
              </div>
            </dl>
          </header>
          <Markdown text={text.description} locale={locale} className="mt-8 text-lg" />
          <p className="mt-8">
            <ApplyButton opening={{ id: job.id, title: text.title }} label={format(t.applications.applyFor, { title: text.title })} className={primaryButton}>
              <FileUp aria-hidden className="size-5" />
              {t.applications.apply}
            </ApplyButton>
          </p>
          <p className="mt-10">
            <AppLink
              href={careersPath}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              <ArrowLeft aria-hidden className="size-5" />
              {labels.positionsAll}
            </AppLink>
          </p>
        </article>
      </ApplicationProvider>
    </div>
  );
}
