/**
 * The dashboard's account of publishing: each market's latest builds —
 * when, after whose publish, how long, and the result (with the error of a
 * failed one, and the documents a build left out for their problems) — and
 * the markets no public server builds. Editors see their markets. The table
 * refreshes itself (BuildTable).
 */
import type { I18nClient } from '@payloadcms/translations';
import type { Payload } from 'payload';
import { marketsOf, type Staff } from '../access';
import { publishingFor } from '../endpoints/builds';
import { staffT } from '../i18n/catalogue';
import { BuildTable, type PublishingRows } from './BuildTable';

export async function BuildStatus({ user, i18n, payload }: { user?: Staff; i18n: I18nClient; payload: Payload }) {
  if (marketsOf(user).length === 0) return null;
  const t = staffT(i18n);
  // Dates cross to the browser as the API sends them.
  const initial = JSON.parse(JSON.stringify(await publishingFor({ payload, user, i18n }))) as PublishingRows;
  return (
    <section aria-labelledby="build-status" style={{ marginBottom: '2rem' }} data-testid="build-status">
      <h2 id="build-status">{t('builds:title')}</h2>
      <p>{t('builds:explanation')}</p>
      <BuildTable initial={initial} />
    </section>
  );
}
