/**
 * The dashboard's account of publishing: each market's latest builds —
 * when, after whose publish, how long, and the result (with the error of a
 * failed one). Editors see their markets.
 */
import type { I18nClient } from '@payloadcms/translations';
import { marketsOf, type Staff } from '../access';
import { siteDatabase } from '../database';
import { staffT } from '../i18n/catalogue';
import { recentBuilds } from '@/features/publishing/queue';
import type { SiteBuild } from '@/features/publishing/table';

const when = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '—');

function duration(build: SiteBuild): string {
  if (!build.startedAt || !build.finishedAt) return '—';
  return `${Math.round((build.finishedAt.getTime() - build.startedAt.getTime()) / 1000)} s`;
}

export async function BuildStatus({ user, i18n }: { user?: Staff; i18n: I18nClient }) {
  const visible = marketsOf(user);
  if (visible.length === 0) return null;
  const t = staffT(i18n);
  const { db } = siteDatabase();
  const builds = (await recentBuilds(db, 3)).filter((build) => visible.includes(build.market as never));
  return (
    <section aria-labelledby="build-status" style={{ marginBottom: '2rem' }} data-testid="build-status">
      <h2 id="build-status">{t('builds:title')}</h2>
      <p>{t('builds:explanation')}</p>
      {builds.length === 0 ? (
        <p>{t('builds:none')}</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {(['market', 'result', 'publishedBy', 'requested', 'finished', 'duration'] as const).map((column) => (
                <th key={column} scope="col" style={{ textAlign: 'left', padding: '0.25rem 0.5rem' }}>{t(`builds:${column}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {builds.map((build) => (
              <tr key={build.id} data-market={build.market} data-status={build.status}>
                <td style={{ padding: '0.25rem 0.5rem' }}>{build.market}</td>
                <td style={{ padding: '0.25rem 0.5rem' }}>
                  {t(`builds:${build.status}`)}
                  {build.error ? <pre style={{ whiteSpace: 'pre-wrap', maxHeight: '10rem', overflow: 'auto' }}>{build.error}</pre> : null}
                </td>
                <td style={{ padding: '0.25rem 0.5rem' }}>{build.requestedBy}{build.publishes > 1 ? ` (+${build.publishes - 1})` : ''}</td>
                <td style={{ padding: '0.25rem 0.5rem' }}>{when(build.requestedAt)}</td>
                <td style={{ padding: '0.25rem 0.5rem' }}>{when(build.finishedAt)}</td>
                <td style={{ padding: '0.25rem 0.5rem' }}>{duration(build)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
