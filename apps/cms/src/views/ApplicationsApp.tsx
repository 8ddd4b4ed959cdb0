'use client';

import { Banner, useAuth } from '@payloadcms/ui';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ApplicationList, ApplicationSummary, AppliedOpening } from '@/features/careers/applications/records';
import { applicationStatuses, isPageNumber } from '@/features/careers/applications/validation';
import { applicationMarketsOf } from '@/features/staff/capabilities';
import type { Staff } from '../access';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { useStaffApi } from './api-client';
import { formatMarketDate } from '../i18n/admin-dates';
import { marketLabel } from './case-words';
import { FilterForm, filtersIn, queryOf, withQuery, type Filters as FilterValues } from './filter-form';
import { ApplicationDetail, openingLabel, SecondFactorBanner, statusLabel, type Problem, type Refusal } from './ApplicationDetail';
import { ListPages, pageCount } from './list-pages';

const FILTERS = ['opening', 'status'] as const;
type Filters = FilterValues<(typeof FILTERS)[number]>;

type ApplicationId = ApplicationSummary['id'];

/** The list's page the address names (?page=, from 1). */
function pageIn(params: URLSearchParams): number {
  const page = params.get('page') ?? '';
  return isPageNumber(page) ? Number(page) : 1;
}

/** The address's query of a page of the filtered list: the first page is the list without a page. */
const listQueryOf = (filters: Filters, page: number) => queryOf({ ...filters, page: page > 1 ? String(page) : '' });

function ApplicationFilters({ applied, openings, onApply }: { applied: Filters; openings: AppliedOpening[]; onApply: (filters: Filters) => void }) {
  const { t } = useStaffTranslation();
  return (
    <FilterForm
      label={t('applications:filters')}
      applied={applied}
      submit={t('applications:filter')}
      onApply={onApply}
      fields={[
        {
          name: 'opening',
          label: t('applications:opening'),
          options: (
            <>
              <option value="">{t('applications:allOpenings')}</option>
              <option value="open">{t('applications:openApplications')}</option>
              {openings.map((opening) => (
                <option key={opening.id} value={String(opening.id)}>
                  {opening.title}
                </option>
              ))}
            </>
          ),
        },
        {
          name: 'status',
          label: t('applications:status'),
          options: (
            <>
              <option value="">{t('applications:anyStatus')}</option>
              {applicationStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status, t)}
                </option>
              ))}
            </>
          ),
        },
      ]}
    />
  );
}

interface TableProps {
  rows: ApplicationSummary[];
  hrefOf: (id: ApplicationId) => string;
  linkRef: (id: ApplicationId) => (node: HTMLAnchorElement | null) => void;
  labelledBy: string;
}

function ApplicationsTable({ rows, hrefOf, linkRef, labelledBy }: TableProps) {
  const { t, language } = useStaffTranslation();
  const { user } = useAuth<Staff>();
  // One market needs no column saying so.
  const manyMarkets = applicationMarketsOf(user ?? undefined).length > 1;
  const columns = ['name', 'opening', ...(manyMarkets ? (['market'] as const) : []), 'received', 'status'] as const;
  return (
    <div className="table">
      <table cellPadding={0} cellSpacing={0} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`applications:${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="application-row">
              <th scope="row" style={{ textAlign: 'start' }}>
                <Link ref={linkRef(row.id)} href={hrefOf(row.id)}>
                  {row.name}
                </Link>
              </th>
              <td>{openingLabel(row, t)}</td>
              {manyMarkets && <td>{marketLabel(row.market, t)}</td>}
              <td>
                <time dateTime={row.receivedAt}>{formatMarketDate(row.receivedAt, language, row.market)}</time>
              </td>
              <td>{statusLabel(row.status, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A page of the list of the reader's markets, filtered as the address says; `takeReturn` names the row to focus once it shows again. */
function ApplicationsList({ applied, page, takeReturn, deleted }: { applied: Filters; page: number; takeReturn: () => string | null; deleted: boolean }) {
  const { call } = useStaffApi();
  const { t } = useStaffTranslation();
  const router = useRouter();
  const pathname = usePathname();
  const [list, setList] = useState<ApplicationList>();
  const [openings, setOpenings] = useState<AppliedOpening[]>([]);
  const [problem, setProblem] = useState<Problem>();
  const heading = useRef<HTMLHeadingElement>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const titleId = useId();
  const query = queryOf(applied);
  const listQuery = listQueryOf(applied, page);

  useEffect(() => {
    void call<ApplicationList & Refusal>('GET', withQuery('/applications', listQuery)).then(({ status, body }) => {
      setList(status === 200 ? body : undefined);
      if (status === 200) setOpenings(body.openings);
      setProblem(status === 200 ? undefined : { error: body.error, message: body.message ?? t('applications:loadFailed') });
    });
  }, [call, listQuery, t]);

  // Back from an application: its row takes the focus again (the heading, if it has left the list).
  useEffect(() => {
    if (!list) return;
    const returning = takeReturn();
    if (returning) (links.current.get(returning) ?? heading.current)?.focus();
  }, [list, takeReturn]);

  const linkRef = (id: ApplicationId) => (node: HTMLAnchorElement | null) => {
    if (node) links.current.set(String(id), node);
    else links.current.delete(String(id));
  };
  const hrefOf = (id: ApplicationId) => {
    const next = new URLSearchParams(listQuery);
    next.set('id', String(id));
    return withQuery(pathname, next.toString());
  };
  const title = (
    <h1 id={titleId} ref={heading} tabIndex={-1}>
      {t('applications:title')}
    </h1>
  );

  if (problem?.error === 'second_factor') {
    return (
      <section aria-labelledby={titleId} data-testid="applications" className="back-office">
        {title}
        <SecondFactorBanner message={problem.message} />
      </section>
    );
  }
  const count = list?.total ?? 0;
  const pages = list ? pageCount(list.total, list.pageSize) : 1;
  return (
    <section aria-labelledby={titleId} data-testid="applications" className="back-office">
      {title}
      <ApplicationFilters applied={applied} openings={openings} onApply={(next) => router.push(withQuery(pathname, queryOf(next)))} />
      {problem && (
        <Banner type="error">
          <span role="alert">{problem.message}</span>
        </Banner>
      )}
      <div role="status">{deleted && <Banner type="success">{t('applications:deleted')}</Banner>}</div>
      {!list && !problem && <p role="status">{t('applications:loading')}</p>}
      {list && (
        <>
          <p role="status">{count > 0 ? t('applications:total', { count }) : t(query ? 'applications:noneMatching' : 'applications:none')}</p>
          {list.applications.length > 0 && <ApplicationsTable rows={list.applications} hrefOf={hrefOf} linkRef={linkRef} labelledBy={titleId} />}
          {(pages > 1 || page > 1) && (
            <ListPages
              page={page}
              pages={pages}
              onPage={(next) => router.push(withQuery(pathname, listQueryOf(applied, next)))}
              words={{
                label: t('applications:pages'),
                newer: t('applications:newer'),
                older: t('applications:older'),
                pageOf: (page, pages) => t('applications:pageOf', { page, pages }),
              }}
            />
          )}
        </>
      )}
    </section>
  );
}

/**
 * HR's job applications of their markets, newest first, a page at a time, filtered by opening and
 * status; an application opens in place (?id=), and the list keeps its filters and page in the
 * address meanwhile.
 */
export function ApplicationsApp() {
  const params = useSearchParams();
  const pathname = usePathname();
  const opened = params.get('id');
  const applied = filtersIn(params, FILTERS);
  const page = pageIn(params);
  const lastOpened = useRef<string | null>(null);
  const router = useRouter();
  const [deleted, setDeleted] = useState(false);

  useEffect(() => {
    if (opened) lastOpened.current = opened;
  }, [opened]);
  // Opening another application ends the word about the deleted one (state adjusted while rendering, as React advises).
  const [shownId, setShownId] = useState(opened);
  if (opened !== shownId) {
    setShownId(opened);
    if (opened) setDeleted(false);
  }
  const takeReturn = useCallback(() => {
    const returning = lastOpened.current;
    lastOpened.current = null;
    return returning;
  }, []);

  const listHref = withQuery(pathname, listQueryOf(applied, page));
  const onDeleted = () => {
    // Its row is gone, so the list's heading takes the focus (takeReturn), and the list says what happened.
    setDeleted(true);
    router.push(listHref);
  };
  if (opened) return <ApplicationDetail key={opened} id={opened} listHref={listHref} onDeleted={onDeleted} />;
  return <ApplicationsList applied={applied} page={page} takeReturn={takeReturn} deleted={deleted} />;
}
