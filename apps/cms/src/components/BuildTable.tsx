'use client';

import { useConfig } from '@payloadcms/ui';
import { useEffect, useState } from 'react';
import { formatMarketDate } from '../i18n/admin-dates';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import type { LeftOutRow } from '../snapshot/left-out';

/** A build as the API sends it (dates as ISO strings). */
interface BuildRow {
  id: number;
  market: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  requestedBy: string;
  requestedAt: string;
  publishes: number;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
  /** The documents the build left out for their problems (told in the reader's language). */
  leftOut: LeftOutRow[];
}

/** What GET /api/builds sends: the builds, and the markets no public server builds. */
export interface PublishingRows {
  builds: BuildRow[];
  withoutBuilder: { market: string; name: string }[];
}

/** How often the table asks again: while a build waits or runs, and otherwise. */
const BUSY_POLL_MS = 3000;
const QUIET_POLL_MS = 15_000;
const cell = { padding: '0.25rem 0.5rem', textAlign: 'left' } as const;

function duration(build: BuildRow): string {
  if (!build.startedAt || !build.finishedAt) return '—';
  return `${Math.round((Date.parse(build.finishedAt) - Date.parse(build.startedAt)) / 1000)} s`;
}

/**
 * The dashboard's builds, refreshed by themselves (every 3 s while one waits or runs), with times
 * in the reader's own time zone and language.
 */
/** The documents a build left out, each linked to be mended, with its problems. */
function LeftOutList({ rows }: { rows: LeftOutRow[] }) {
  const { t } = useStaffTranslation();
  if (rows.length === 0) return null;
  return (
    <div data-left-out>
      <p>{t('builds:builtWithout')}</p>
      <ul>
        {rows.map((row) => (
          <li key={row.name}>
            {row.href ? <a href={row.href}>{row.name}</a> : row.name} ({t(row.kept ? 'builds:stillOnline' : 'builds:notOnline')})
            <ul>
              {row.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BuildTable({ initial }: { initial: PublishingRows }) {
  const { t, language } = useStaffTranslation();
  const { config } = useConfig();
  const [{ builds, withoutBuilder }, setPublishing] = useState(initial);
  const busy = builds.some((build) => build.status === 'queued' || build.status === 'running');

  useEffect(() => {
    let stopped = false;
    const timer = setTimeout(
      async () => {
        const response = await fetch(`${config.serverURL}${config.routes.api}/builds`, { credentials: 'include' }).catch(() => undefined);
        if (stopped || !response?.ok) return;
        const latest = (await response.json()) as PublishingRows;
        if (!stopped) setPublishing(latest);
      },
      busy ? BUSY_POLL_MS : QUIET_POLL_MS,
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [builds, busy, config.serverURL, config.routes.api]);

  // In the market's clock, as the admin writes every date.
  const when = (iso: string, market: string) => formatMarketDate(iso, language, market);
  const notices = withoutBuilder.map(({ market, name }) => (
    <p key={market} role="status" data-no-builder={market}>
      {t('builds:noBuilderMarket', { market: name })}
    </p>
  ));
  if (builds.length === 0)
    return (
      <>
        {notices}
        <p>{t('builds:none')}</p>
      </>
    );
  return (
    <>
      {notices}
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {(['market', 'result', 'publishedBy', 'requested', 'finished', 'duration'] as const).map((column) => (
              <th key={column} scope="col" style={cell}>
                {t(`builds:${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-live="polite">
          {builds.map((build) => (
            <tr key={build.id} data-market={build.market} data-status={build.status}>
              <td style={cell}>{build.market}</td>
              <td style={cell}>
                {t(`builds:${build.status}`)}
                {build.error ? <pre style={{ whiteSpace: 'pre-wrap', maxHeight: '10rem', overflow: 'auto' }}>{build.error}</pre> : null}
                <LeftOutList rows={build.leftOut ?? []} />
              </td>
              <td style={cell}>
                {build.requestedBy}
                {build.publishes > 1 ? ` (+${build.publishes - 1})` : ''}
              </td>
              <td style={cell}>
                <time dateTime={build.requestedAt}>{when(build.requestedAt, build.market)}</time>
              </td>
              <td style={cell}>{build.finishedAt ? <time dateTime={build.finishedAt}>{when(build.finishedAt, build.market)}</time> : '—'}</td>
              <td style={cell}>{duration(build)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
