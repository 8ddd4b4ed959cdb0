'use client';

import { Banner, Button, Pill, useAuth } from '@payloadcms/ui';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { healthDataMarketsOf } from '@/features/staff/capabilities';
import { CASE_STATUSES } from '@/features/pv/cases/status';
import type { Staff } from '../access';
import { formatMarketDate } from '../i18n/admin-dates';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { useStaffApi } from './api-client';
import { CaseClocks } from './CaseClocks';
import { CaseDetail } from './CaseDetail';
import { formatDay, isCaseStatus, kindLabel, marketLabel } from './case-words';
import { ListPages, pageCount } from './list-pages';

interface Row {
  reference: string;
  market: string;
  kind: string;
  receivedAt: string;
  status: string;
  serious: boolean;
  suspectNames: string[];
  dueOn: string | null;
  overdue: boolean;
  assignee: string | null;
  possibleDuplicate: boolean;
}

const FILTERS = ['q', 'kind', 'market', 'status', 'serious', 'from', 'until', 'mine', 'overdue', 'dueBy', 'sort'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number] | 'format', string>>;

function queryOf(filters: Filters, page = 1): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value) as Array<[string, string]>);
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

/** The filters a link brings (the dashboard's "overdue"), the rest empty. */
function filtersIn(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
}

/** The reports of the officer's markets, newest or soonest due first, with filters; a case opens in place (?ref=). */
export function CasesApp() {
  const { call, download } = useStaffApi();
  const { t, language } = useStaffTranslation();
  const { user } = useAuth<Staff>();
  const params = useSearchParams();
  const reference = params.get('ref');
  const router = useRouter();
  const pathname = usePathname();
  const [filters, setFilters] = useState<Filters>(() => filtersIn(params));
  const [applied, setApplied] = useState<{ filters: Filters; page: number }>(() => ({ filters: filtersIn(params), page: 1 }));
  const [list, setList] = useState<{ rows: Row[]; total: number; pageSize: number }>();
  const [problem, setProblem] = useState<{ status: number; error?: string; message: string }>();
  const id = useId();
  const markets = healthDataMarketsOf(user ?? undefined);

  useEffect(() => {
    if (reference) return;
    void call<{ rows: Row[]; total: number; pageSize: number; error?: string; message?: string }>(
      'GET',
      `/cases?${queryOf(applied.filters, applied.page)}`,
    ).then(({ status, body }) => {
      setList(status === 200 ? body : undefined);
      setProblem(status === 200 ? undefined : { status, error: body.error, message: body.message ?? t('cases:loadFailed') });
    });
  }, [applied, call, reference, t]);

  const open = (next: string | null) => router.push(next ? `${pathname}?ref=${encodeURIComponent(next)}` : pathname);
  const page = applied.page;
  const setPage = (next: number) => setApplied({ ...applied, page: next });
  const apply = (next: Filters) => {
    setFilters(next);
    setApplied({ filters: next, page: 1 });
  };

  if (problem?.error === 'second_factor') {
    return (
      <Banner type="info">
        {problem.message} <Link href="/admin/second-factor">{t('cases:confirmSignIn')}</Link>
      </Banner>
    );
  }
  if (reference) return <CaseDetail reference={reference} onBack={() => open(null)} />;

  const field = (name: keyof Filters, label: string, input: React.ReactNode) => (
    <div className="back-office__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
    </div>
  );
  const bind = (name: keyof Filters) => ({
    id: `${id}-${name}`,
    name,
    value: filters[name] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setFilters({ ...filters, [name]: event.target.value }),
  });
  const check = (name: 'mine' | 'overdue', label: string) => (
    <div className="back-office__check">
      <input
        type="checkbox"
        id={`${id}-${name}`}
        name={name}
        checked={filters[name] === '1'}
        onChange={(event) => setFilters({ ...filters, [name]: event.target.checked ? '1' : '' })}
      />
      <label htmlFor={`${id}-${name}`}>{label}</label>
    </div>
  );
  const exportE2b = async () => {
    const result = await download(`/cases/export?${queryOf({ ...applied.filters, format: 'e2b' })}`);
    setProblem(result.ok ? undefined : { status: result.status, message: result.message ?? t('cases:exportFailed') });
  };
  const pages = list ? pageCount(list.total, list.pageSize) : 1;
  const day = (iso: string) => formatDay(iso, language);

  return (
    <section aria-labelledby={`${id}-title`} data-testid="cases" className="back-office">
      <h1 id={`${id}-title`}>{t('cases:title')}</h1>
      <CaseClocks onShowOverdue={() => apply({ ...filters, overdue: '1', sort: 'due' })} />
      <form
        role="search"
        className="back-office__filters"
        onSubmit={(event) => {
          event.preventDefault();
          apply(filters);
        }}
      >
        {field('q', t('cases:search'), <input type="search" {...bind('q')} />)}
        {field(
          'kind',
          t('cases:kind'),
          <select {...bind('kind')}>
            <option value="">{t('cases:all')}</option>
            <option value="human">{t('cases:human')}</option>
            <option value="veterinary">{t('cases:veterinary')}</option>
          </select>,
        )}
        {markets.length > 1 &&
          field(
            'market',
            t('cases:market'),
            <select {...bind('market')}>
              <option value="">{t('cases:allMine')}</option>
              {markets.map((market) => (
                <option key={market} value={market}>
                  {marketLabel(market, t)}
                </option>
              ))}
            </select>,
          )}
        {field(
          'status',
          t('cases:status'),
          <select {...bind('status')}>
            <option value="">{t('cases:any')}</option>
            {CASE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status:${value}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'serious',
          t('cases:serious'),
          <select {...bind('serious')}>
            <option value="">{t('cases:either')}</option>
            <option value="yes">{t('cases:serious')}</option>
            <option value="no">{t('cases:notSerious')}</option>
          </select>,
        )}
        {field('dueBy', t('cases:dueBy'), <input type="date" {...bind('dueBy')} />)}
        {field('from', t('cases:receivedFrom'), <input type="date" {...bind('from')} />)}
        {field('until', t('cases:receivedBefore'), <input type="date" {...bind('until')} />)}
        {field(
          'sort',
          t('cases:order'),
          <select {...bind('sort')}>
            <option value="">{t('cases:newestFirst')}</option>
            <option value="due">{t('cases:soonestDue')}</option>
          </select>,
        )}
        {check('mine', t('cases:mine'))}
        {check('overdue', t('cases:overdueOnly'))}
        <div className="back-office__actions">
          <Button type="submit" buttonStyle="primary" margin={false}>
            {t('cases:filter')}
          </Button>
          <Button type="button" buttonStyle="secondary" margin={false} onClick={exportE2b}>
            {t('cases:exportE2b')}
          </Button>
          <a href={`/api/cases/export?${queryOf(applied.filters)}`} download>
            {t('cases:exportCsv')}
          </a>
          {applied.filters.kind === 'veterinary' && (
            <>
              <a href={`/api/cases/export?${queryOf({ ...applied.filters, format: 'vich-reports' })}`} download>
                {t('cases:vichReports')}
              </a>
              <a href={`/api/cases/export?${queryOf({ ...applied.filters, format: 'vich-products' })}`} download>
                {t('cases:vichProducts')}
              </a>
            </>
          )}
        </div>
      </form>
      {problem && (
        <Banner type="error">
          <span role="alert">{problem.message}</span>
        </Banner>
      )}
      {list && (
        <>
          <p aria-live="polite">{t('cases:total', { count: list.total })}</p>
          <div className="table">
            <table cellPadding={0} cellSpacing={0}>
              <thead>
                <tr>
                  {(['reference', 'received', 'market', 'kind', 'status', 'serious', 'suspects', 'due', 'officer', 'duplicateColumn'] as const).map(
                    (column) => (
                      <th key={column} scope="col">
                        {t(`cases:${column}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row) => (
                  <tr key={row.reference} data-testid="case-row">
                    <td>
                      <a
                        href={`?ref=${encodeURIComponent(row.reference)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          open(row.reference);
                        }}
                      >
                        {row.reference}
                      </a>
                    </td>
                    <td>{formatMarketDate(row.receivedAt, language, row.market, 'numericDateTime')}</td>
                    <td>{marketLabel(row.market, t)}</td>
                    <td>{kindLabel(row.kind, t)}</td>
                    <td>{isCaseStatus(row.status) ? t(`status:${row.status}`) : row.status}</td>
                    <td>
                      {row.serious ? (
                        <Pill pillStyle="warning" size="small">
                          {t('cases:serious')}
                        </Pill>
                      ) : (
                        t('cases:no')
                      )}
                    </td>
                    <td>{row.suspectNames.join(', ')}</td>
                    <td>
                      {row.dueOn ? day(row.dueOn) : t('case:none')}{' '}
                      {row.overdue && (
                        <Pill pillStyle="error" size="small">
                          {t('cases:overdue')}
                        </Pill>
                      )}
                    </td>
                    <td>{row.assignee ? <span className="back-office__address">{row.assignee}</span> : t('cases:unassigned')}</td>
                    <td>{row.possibleDuplicate ? t('cases:possibleDuplicate') : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPages
            page={page}
            pages={pages}
            onPage={setPage}
            words={{ label: t('cases:pages'), newer: t('cases:newer'), older: t('cases:older'), pageOf: (page, pages) => t('cases:pageOf', { page, pages }) }}
          />
        </>
      )}
    </section>
  );
}
