import { CalendarDays } from 'lucide-react';
import { AppLink } from '@/ui/AppLink';
import type { Messages } from '@/i18n/messages';
import { Picture } from '@/features/media/Picture';
import { Cover } from './Cover';
import type { PostSummary } from './summary';

export type CardLabels = Pick<Messages['news'], 'news' | 'event' | 'eventDate' | 'categories'>;

/** One post in a grid: the list, the home page and an article's related posts share it. */
function PostCard({ post, labels }: { post: PostSummary; labels: CardLabels }) {
  const isEvent = post.type === 'event';
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm focus-within:border-brand-600 hover:border-brand-600"
      data-post={post.id}
      data-type={post.type}
      data-date={post.date}
    >
      {post.image ? (
        <Picture image={post.image} sizes="(min-width: 1152px) 370px, (min-width: 640px) 50vw, 100vw" className="aspect-[2/1]" />
      ) : (
        <Cover name={post.cover} always className="aspect-[2/1]" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span
            className={`rounded-full px-2.5 py-0.5 font-semibold ${isEvent ? 'bg-red-50 text-accent-600' : 'bg-brand-50 text-brand-800'}`}
            data-marker={post.type}
          >
            {isEvent ? labels.event : labels.news}
          </span>
          <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
        <h3 className="mt-3 text-lg font-semibold leading-snug text-brand-900">
          {/* The whole card is clickable through this link's overlay; the link's name stays the title. */}
          <AppLink href={post.href} className="underline-offset-4 after:absolute after:inset-0 group-hover:underline">
            {post.title}
          </AppLink>
        </h3>
        {post.event && (
          <p className="mt-2 flex items-start gap-2 font-medium text-ink" data-event-date>
            <CalendarDays aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
            <span>
              <span className="sr-only">{labels.eventDate}: </span>
              <time dateTime={post.event.start}>{post.event.label}</time>
              {`, ${post.event.place}`}
            </span>
          </p>
        )}
        <p className="mt-2 flex-1 text-muted">{post.excerpt}</p>
        <p className="mt-4 text-sm text-muted">
          <span className="sr-only">{labels.categories}: </span>
          {post.categoryNames.join(' · ')}
        </p>
      </div>
    </article>
  );
}

export function PostGrid({ posts, labels }: { posts: PostSummary[]; labels: CardLabels }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
