'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
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

const STATUS_LABELS: Record<string, string> = {
  received: 'Received', 'in-assessment': 'In assessment', forwarded: 'Forwarded', closed: 'Closed', nullified: 'Nullified',
};

function queryOf(filters: Filters, page = 1): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value) as Array<[string, string]>);
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

/** The reports of the officer's markets, newest first, with filters; a case opens in place (?ref=). */
export function CasesApp() {
  const { call, download } = useStaffApi();
  const reference = useSearchParams().get('ref');
  const router = useRouter();
  const pathname = usePathname();
  const [filters, setFilters] = useState<Filters>({});
  const [applied, setApplied] = useState<{ filters: Filters; page: number }>({ filters: {}, page: 1 });
  const [list, setList] = useState<{ rows: Row[]; total: number; pageSize: number }>();
  const [problem, setProblem] = useState<{ status: number; message: string }>();
  const id = useId();

  useEffect(() => {
    if (reference) return;
    void call<{ rows: Row[]; total: number; pageSize: number; message?: string }>('GET', `/cases?${queryOf(applied.filters, applied.page)}`).then(({ status, body }) => {
      setList(status === 200 ? body : undefined);
      setProblem(status === 200 ? undefined : { status, message: body.message ?? 'The reports could not be loaded.' });
    });
  }, [applied, call, reference]);

  const open = (next: string | null) => router.push(next ? `${pathname}?ref=${encodeURIComponent(next)}` : pathname);
  const page = applied.page;
  const setPage = (next: number) => setApplied({ ...applied, page: next });

  if (problem?.status === 403 && /authenticator/.test(problem.message)) {
    return (
      <p role="alert">
        {problem.message} <Link href="/admin/second-factor">Confirm your sign-in</Link>
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
    setProblem(result.ok ? undefined : result);
  };
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <section aria-labelledby={`${id}-title`} data-testid="cases">
      <h1 id={`${id}-title`}>Adverse-effect reports</h1>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied({ filters, page: 1 });
        }}
        style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'end', margin: '1rem 0' }}
      >
        {field('q', 'Reference or medicine', <input type="search" {...bind('q')} />)}
        {field('kind', 'Kind', (
          <select {...bind('kind')}><option value="">All</option><option value="human">Human</option><option value="veterinary">Veterinary</option></select>
        ))}
        {field('market', 'Market', (
          <select {...bind('market')}><option value="">All of mine</option><option value="cro">cro</option><option value="slo">slo</option><option value="bih">bih</option></select>
        ))}
        {field('status', 'Status', (
          <select {...bind('status')}>
            <option value="">Any</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        ))}
        {field('serious', 'Serious', (
          <select {...bind('serious')}><option value="">Either</option><option value="yes">Serious</option><option value="no">Not serious</option></select>
        ))}
        {field('from', 'Received from', <input type="date" {...bind('from')} />)}
        {field('until', 'Received before', <input type="date" {...bind('until')} />)}
        <button type="submit" className="btn btn--style-primary">Filter</button>
        <a href={`/api/cases/export?${queryOf(applied.filters)}`} download>Export CSV</a>
        <button type="button" className="btn btn--style-secondary" onClick={exportE2b}>Export E2B (human reports, one market)</button>
        {applied.filters.kind === 'veterinary' && (
          <>
            <a href={`/api/cases/export?${queryOf({ ...applied.filters, format: 'vich-reports' })}`} download>VICH GL42 reports (CSV)</a>
            <a href={`/api/cases/export?${queryOf({ ...applied.filters, format: 'vich-products' })}`} download>VICH GL42 products (CSV)</a>
          </>
        )}
      </form>
      {problem && <p role="alert">{problem.message}</p>}
      {list && (
        <>
          <p aria-live="polite">{list.total} reports</p>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>{['Reference', 'Received', 'Market', 'Kind', 'Status', 'Serious', 'Suspect medicines', 'Duplicate?'].map((label) => <th key={label} scope="col" style={{ textAlign: 'left' }}>{label}</th>)}</tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.reference} data-testid="case-row">
                  <td><a href={`?ref=${encodeURIComponent(row.reference)}`} onClick={(event) => { event.preventDefault(); open(row.reference); }}>{row.reference}</a></td>
                  <td>{new Date(row.receivedAt).toLocaleString('en-GB', { timeZone: 'Europe/Zagreb' })}</td>
                  <td>{row.market}</td>
                  <td>{row.kind}</td>
                  <td>{STATUS_LABELS[row.status] ?? row.status}</td>
                  <td>{row.serious ? <strong>Serious</strong> : 'No'}</td>
                  <td>{row.suspects.join(', ')}</td>
                  <td>{row.possibleDuplicate ? 'Possible duplicate' : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label="Pages" style={{ display: 'flex', gap: '1rem', marginTop: '1rem' }}>
            <button type="button" className="btn btn--style-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>Newer</button>
            <span>Page {page} of {pages}</span>
            <button type="button" className="btn btn--style-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>Older</button>
          </nav>
        </>
      )}
    </section>
  );
}
