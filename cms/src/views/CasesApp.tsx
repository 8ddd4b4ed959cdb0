'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { dateLocale } from '../i18n/catalogue';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { useStaffApi } from './api-client';
import { CaseDetail } from './CaseDetail';

interface Row {
  reference: string;
  market: string;
  kind: string;
  receivedAt: string;
  status: string;
  serious: boolean;
  suspects: string[];
  possibleDuplicate: boolean;
}

type Filters = Partial<Record<'kind' | 'market' | 'status' | 'serious' | 'from' | 'until' | 'q' | 'format', string>>;

const STATUSES = ['received', 'in-assessment', 'forwarded', 'closed', 'nullified'] as const;
const isStatus = (status: string): status is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(status);

function queryOf(filters: Filters, page = 1): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value) as Array<[string, string]>);
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

/** The reports of the officer's markets, newest first, with filters; a case opens in place (?ref=). */
export function CasesApp() {
  const { call, download } = useStaffApi();
  const { t, language } = useStaffTranslation();
  const reference = useSearchParams().get('ref');
  const router = useRouter();
  const pathname = usePathname();
  const [filters, setFilters] = useState<Filters>({});
  const [applied, setApplied] = useState<{ filters: Filters; page: number }>({ filters: {}, page: 1 });
  const [list, setList] = useState<{ rows: Row[]; total: number; pageSize: number }>();
  const [problem, setProblem] = useState<{ status: number; error?: string; message: string }>();
  const id = useId();

  useEffect(() => {
    if (reference) return;
    void call<{ rows: Row[]; total: number; pageSize: number; error?: string; message?: string }>('GET', `/cases?${queryOf(applied.filters, applied.page)}`).then(({ status, body }) => {
      setList(status === 200 ? body : undefined);
      setProblem(status === 200 ? undefined : { status, error: body.error, message: body.message ?? t('cases:loadFailed') });
    });
  }, [applied, call, reference, t]);

  const open = (next: string | null) => router.push(next ? `${pathname}?ref=${encodeURIComponent(next)}` : pathname);
  const page = applied.page;
  const setPage = (next: number) => setApplied({ ...applied, page: next });

  if (problem?.error === 'second_factor') {
    return (
      <p role="alert">
        {problem.message} <Link href="/admin/second-factor">{t('cases:confirmSignIn')}</Link>
      </p>
    );
  }
  if (reference) return <CaseDetail reference={reference} onBack={() => open(null)} />;

  const field = (name: keyof Filters, label: string, input: React.ReactNode) => (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
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
  const exportE2b = async () => {
    const result = await download(`/cases/export?${queryOf({ ...applied.filters, format: 'e2b' })}`);
    setProblem(result.ok ? undefined : { status: result.status, message: result.message ?? t('cases:exportFailed') });
  };
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <section aria-labelledby={`${id}-title`} data-testid="cases">
      <h1 id={`${id}-title`}>{t('cases:title')}</h1>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied({ filters, page: 1 });
        }}
        style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'end', margin: '1rem 0' }}
      >
        {field('q', t('cases:search'), <input type="search" {...bind('q')} />)}
        {field('kind', t('cases:kind'), (
          <select {...bind('kind')}>
            <option value="">{t('cases:all')}</option><option value="human">{t('cases:human')}</option><option value="veterinary">{t('cases:veterinary')}</option>
          </select>
        ))}
        {field('market', t('cases:market'), (
          <select {...bind('market')}><option value="">{t('cases:allMine')}</option><option value="cro">cro</option><option value="slo">slo</option><option value="bih">bih</option></select>
        ))}
        {field('status', t('cases:status'), (
          <select {...bind('status')}>
            <option value="">{t('cases:any')}</option>
            {STATUSES.map((value) => <option key={value} value={value}>{t(`status:${value}`)}</option>)}
          </select>
        ))}
        {field('serious', t('cases:serious'), (
          <select {...bind('serious')}>
            <option value="">{t('cases:either')}</option><option value="yes">{t('cases:serious')}</option><option value="no">{t('cases:notSerious')}</option>
          </select>
        ))}
        {field('from', t('cases:receivedFrom'), <input type="date" {...bind('from')} />)}
        {field('until', t('cases:receivedBefore'), <input type="date" {...bind('until')} />)}
        <button type="submit" className="btn btn--style-primary">{t('cases:filter')}</button>
        <a href={`/api/cases/export?${queryOf(applied.filters)}`} download>{t('cases:exportCsv')}</a>
        <button type="button" className="btn btn--style-secondary" onClick={exportE2b}>{t('cases:exportE2b')}</button>
        {applied.filters.kind === 'veterinary' && (
          <>
            <a href={`/api/cases/export?${queryOf({ ...applied.filters, format: 'vich-reports' })}`} download>{t('cases:vichReports')}</a>
            <a href={`/api/cases/export?${queryOf({ ...applied.filters, format: 'vich-products' })}`} download>{t('cases:vichProducts')}</a>
          </>
        )}
      </form>
      {problem && <p role="alert">{problem.message}</p>}
      {list && (
        <>
          <p aria-live="polite">{t('cases:total', { count: list.total })}</p>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {(['reference', 'received', 'market', 'kind', 'status', 'serious', 'suspects', 'duplicateColumn'] as const).map((column) => (
                  <th key={column} scope="col" style={{ textAlign: 'left' }}>{t(`cases:${column}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.reference} data-testid="case-row">
                  <td><a href={`?ref=${encodeURIComponent(row.reference)}`} onClick={(event) => { event.preventDefault(); open(row.reference); }}>{row.reference}</a></td>
                  <td>{new Date(row.receivedAt).toLocaleString(dateLocale(language), { timeZone: 'Europe/Zagreb' })}</td>
                  <td>{row.market}</td>
                  <td>{row.kind}</td>
                  <td>{isStatus(row.status) ? t(`status:${row.status}`) : row.status}</td>
                  <td>{row.serious ? <strong>{t('cases:serious')}</strong> : t('cases:no')}</td>
                  <td>{row.suspects.join(', ')}</td>
                  <td>{row.possibleDuplicate ? t('cases:possibleDuplicate') : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label={t('cases:pages')} style={{ display: 'flex', gap: '1rem', marginTop: '1rem' }}>
            <button type="button" className="btn btn--style-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('cases:newer')}</button>
            <span>{t('cases:pageOf', { page, pages })}</span>
            <button type="button" className="btn btn--style-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('cases:older')}</button>
          </nav>
        </>
      )}
    </section>
  );
}
