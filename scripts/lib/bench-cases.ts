/**
 * The PV back office's list query on 100,000 reports: median and slowest of
 * repeated runs per filter, on a scratch PostgreSQL database.
 */
import { sql } from 'drizzle-orm';
import { listCases, type CaseFilters } from '@/features/pv/cases/store';
import { openDatabase } from '@/platform/db/database';

const REPORTS = 100_000;
const RUNS = 20;

/** 100,000 reports with their cases over two years and three markets, written by the database itself. */
async function seed(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    await database.db.execute(sql`
      insert into reports (id, created_at, reference, kind, market, locale, schema_version, payload)
      select gen_random_uuid(), now() - (i * interval '10 minutes'), 'NUS-B-' || lpad(i::text, 6, '0'),
             case when i % 7 = 0 then 'veterinary' else 'human' end, (array['cro','slo','bih'])[1 + i % 3], 'hr', 1, '{}'::jsonb
      from generate_series(1, ${REPORTS}) as i`);
    await database.db.execute(sql`
      insert into cases (report_id, reference, market, kind, received_at, status, serious, suspects, reaction_start,
                         patient_initials, patient_age, patient_sex, reporter_contacts, search_text, suspect_names, day_zero, due_on, assignee)
      select id, reference, market, kind, created_at, (array['received','in-assessment','forwarded','closed'])[1 + n % 4],
             n % 9 = 0, array['lijek' || (n % 500)::text], created_at::date,
             'AB', 40, 'F', array[]::text[], replace(lower(reference), '-', '') || ' lijek' || (n % 500)::text,
             array['Lijek ' || (n % 500)::text], created_at::date, created_at::date + case when n % 9 = 0 then 15 else 90 end,
             case when n % 5 = 0 then 'pv.cro@farmadria.example' end
      from (select *, row_number() over () as n from reports where reference like 'NUS-B-%') as numbered`);
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

export async function benchCaseList(url: string): Promise<void> {
  await seed(url);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const filters: Record<string, CaseFilters> = {
    'newest, one market': { markets: ['cro'] },
    'serious, in assessment': { markets: ['cro'], serious: true, status: 'in-assessment' },
    'last 30 days, human': { markets: ['cro', 'slo'], kind: 'human', from: monthAgo },
    'text "lijek 42"': { markets: ['cro'], text: 'lijek 42' },
    'due within 14 days': { markets: ['cro'], dueBy: inTwoWeeks, sort: 'due' },
    'overdue, soonest due': { markets: ['cro', 'slo', 'bih'], overdue: true, sort: 'due' },
    'mine, soonest due': { markets: ['cro'], assignee: 'pv.cro@farmadria.example', sort: 'due' },
  };
  try {
    for (const [label, filter] of Object.entries(filters)) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        total = (await listCases(database.db, filter, { offset: 0, limit: 50 })).total;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(RUNS / 2)]!;
      console.log(
        `  ${label.padEnd(24)} median ${median.toFixed(1).padStart(6)} ms  slowest ${times.at(-1)!.toFixed(1).padStart(6)} ms  (${total} matches; goal < 200 ms)`,
      );
    }
  } finally {
    await database.close();
  }
}
