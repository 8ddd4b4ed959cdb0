/**
 * The dashboard's account of publishing: each market's latest builds —
 * when, after whose publish, how long, and the result (with the error of a
 * failed one). Editors see their markets. The table refreshes itself (BuildTable).
 */
import type { I18nClient } from '@payloadcms/translations';
import { marketsOf, type Staff } from '../access';
import { siteDatabase } from '../database';
import { staffT } from '../i18n/catalogue';
import { recentBuilds } from '@/features/publishing/queue';
import { BuildTable, type BuildRow } from './BuildTable';

export async function BuildStatus({ user, i18n }: { user?: Staff; i18n: I18nClient }) {
  const visible = marketsOf(user);
  if (visible.length === 0) return null;
  const t = staffT(i18n);
  const { db } = siteDatabase();
  const builds = (await recentBuilds(db)).filter((build) => visible.includes(build.market as never));
  // Dates cross to the browser as the API sends them.
  const rows = JSON.parse(JSON.stringify(builds)) as BuildRow[];
  return (
    <section aria-labelledby="build-status" style={{ marginBottom: '2rem' }} data-testid="build-status">
      <h2 id="build-status">{t('builds:title')}</h2>
      <p>{t('builds:explanation')}</p>
      <BuildTable initial={rows} />
    </section>
  );
}
