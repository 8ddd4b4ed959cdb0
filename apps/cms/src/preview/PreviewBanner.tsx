import { staffCatalogues } from '../i18n/translations';
import type { Preview } from './open-preview';
import { PreviewRefresh } from './PreviewRefresh';

/**
 * Marks the page as an unpublished draft. It is written for the staff member, so it is in
 * their admin language (its own `lang`), whatever the language of the page around it.
 */
export function PreviewBanner({ preview }: { preview: Preview }) {
  const t = staffCatalogues[preview.language].preview;
  const { collection, id, locale } = preview.address;
  return (
    <aside aria-label={t.label} lang={preview.language} className="border-b-2 border-amber-400 bg-amber-100 text-ink">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 text-sm">
        <p>
          <strong>{t.title}</strong> {t.text}{' '}
          <PreviewRefresh
            collection={collection}
            id={id}
            updatedAt={preview.updatedAt}
            texts={{ follows: t.follows, sessionEnded: t.sessionEnded, signInAgain: t.signInAgain }}
          />
        </p>
        <a
          href={`/admin/collections/${collection}/${id}?locale=${locale}`}
          className="inline-flex min-h-6 items-center font-semibold underline underline-offset-4"
        >
          {t.edit}
        </a>
      </div>
    </aside>
  );
}

/** In place of the page, when the draft breaks a content rule the build would refuse. */
export function PreviewProblems({ preview }: { preview: Preview }) {
  const t = staffCatalogues[preview.language].preview;
  return (
    <section lang={preview.language} aria-labelledby="preview-problems" className="mx-auto max-w-6xl px-4 py-10">
      <h1 id="preview-problems" className="text-2xl font-semibold">
        {t.problems}
      </h1>
      <ul className="mt-4 list-disc space-y-1 pl-6 text-sm">
        {preview.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </section>
  );
}
