import { ArrowLeft, CalendarDays, MapPin } from 'lucide-react';
import { newsContent, loadPage } from '@/content/source';
import { AppLink } from '@/ui/AppLink';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { JsonLd } from '@/ui/JsonLd';
import { Markdown } from '@/ui/Markdown';
import { SectionFrame } from '@/ui/SectionFrame';
import type { Site } from '@/content/site';
import { fillPlaceholders } from '@/content/render';
import { messagesFor } from '@/i18n/messages';
import { pathOf } from '@/routes';
import { articleJsonLd, articleText } from './article';
import { pictureOf } from '@/features/media/library';
import { Picture } from '@/features/media/Picture';
import { Cover } from './Cover';
import { PostGrid } from './PostCard';
import { categoryName, eventOf, relatedArticles, type Article } from './posts';
import { formatDate } from '@/i18n/format';
import { formatEventDate, summaryOf } from './summary';

function listTitle(article: Article, site: Site): string {
  const page = fillPlaceholders(loadPage('novosti-i-dogadanja', article.locale, site.market), site);
  const hero = page.sections[0];
  return hero?.type === 'hero' ? hero.title : page.title;
}

/** One post on its own page: breadcrumb, heading, event details, body and related posts. */
export function ArticleView({ article, site }: { article: Article; site: Site }) {
  const { locale, post } = article;
  const event = eventOf(post);
  const t = messagesFor(locale);
  const labels = t.news;
  const text = articleText(article, site);
  const image = pictureOf(post.image, locale);
  const listPath = pathOf('novosti-i-dogadanja', locale);
  const categories = newsContent().categories.filter((category) => post.categories.includes(category.id));
  const related = relatedArticles(site.market, article).map((other) => summaryOf(other.post, locale, site));

  return (
    <div className="page-enter" data-article={post.id}>
      <JsonLd data={articleJsonLd(article, site)} />
      <Breadcrumbs
        label={t.site.breadcrumb}
        trail={[
          { href: pathOf('home', locale), name: site.profile.brandName },
          { href: listPath, name: listTitle(article, site) },
        ]}
        current={text.title}
      />

      <article className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="article-title">
        <header>
          <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <span
              className={`rounded-full px-2.5 py-0.5 font-semibold ${post.kind === 'event' ? 'bg-red-50 text-accent-600' : 'bg-brand-50 text-brand-800'}`}
              data-marker={post.kind}
            >
              {post.kind === 'event' ? labels.event : labels.news}
            </span>
            <span>
              {labels.published}: <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
            </span>
          </p>
          <h1 id="article-title" className="mt-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {text.title}
          </h1>
          {text.subtitle && (
            <p className="mt-2 text-xl font-medium text-brand-800 sm:text-2xl" data-subtitle>
              {text.subtitle}
            </p>
          )}
          <p className="mt-4 text-lg text-muted sm:text-xl">{text.excerpt}</p>
          {event && (
            <dl className="mt-6 grid gap-4 rounded-xl border-l-4 border-accent-600 bg-surface p-5 sm:grid-cols-2" data-event>
              <div>
                <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                  <CalendarDays aria-hidden className="size-4" />
                  {labels.eventDate}
                </dt>
                <dd className="mt-1 text-lg font-semibold text-ink">
                  <time dateTime={event.start}>{formatEventDate(event, locale)}</time>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                  <MapPin aria-hidden className="size-4" />
                  {labels.place}
                </dt>
                <dd className="mt-1 text-lg font-semibold text-ink">{text.place}</dd>
              </div>
            </dl>
          )}
          <p className="mt-5 text-sm text-muted" data-categories>
            {labels.categories}:{' '}
            {categories.map((category, index) => (
              <span key={category.id}>
                {index > 0 && ', '}
                <AppLink href={`${listPath}?category=${category.id}`} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
                  {categoryName(category, locale)}
                </AppLink>
              </span>
            ))}
          </p>
        </header>
        {image ? (
          <div className="mt-8 overflow-hidden rounded-xl" data-article-image>
            <Picture image={image} sizes="(min-width: 768px) 720px, 100vw" priority />
          </div>
        ) : (
          <Cover name={post.cover} className="mt-8 rounded-xl" />
        )}
        <Markdown text={text.body} locale={locale} className="mt-8 text-lg" />
        <p className="mt-10">
          <AppLink
            href={listPath}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            <ArrowLeft aria-hidden className="size-5" />
            {labels.allNews}
          </AppLink>
        </p>
      </article>

      {related.length > 0 && (
        <SectionFrame id="related" heading={labels.related} locale={locale} tone="tinted">
          <div data-related>
            <PostGrid posts={related} labels={labels} />
          </div>
        </SectionFrame>
      )}
    </div>
  );
}
