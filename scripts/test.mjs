// `npm test`: install what is missing, then audit the production dependencies, typecheck and lint,
// build the CMS and every market, run the unit and integration tests and the end-to-end tests in
// Chromium. The time of each phase is printed at the end, whether the run passed or not, and then the
// count of tests run and skipped, with every skip's reason: a skip in a green run is read, not missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureDependencies, run, together } from './lib/setup.mjs';
import { SUMMARY_DIR_VARIABLE, summaryReport } from './lib/test-summary.mjs';

const phases = [];
/** The phase under way: a failing step exits the process from inside it (setup.mjs's run). */
let current;
async function phase(name, step) {
  current = { name, started: performance.now() };
  await step();
  phases.push([name, (performance.now() - current.started) / 1000]);
  current = undefined;
}
const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
// The test phases' reporters leave their summaries here (scripts/lib/test-summary.mjs).
const summaries = mkdtempSync(path.join(tmpdir(), 'npm-test-summary-'));
process.env[SUMMARY_DIR_VARIABLE] = summaries;
process.on('exit', () => {
  if (current) phases.push([`${current.name} (failed)`, (performance.now() - current.started) / 1000]);
  const total = phases.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`\nnpm test phases (min:s): ${phases.map(([name, seconds]) => `${name} ${minutes(seconds)}`).join(', ')}; in all ${minutes(total)}.`);
  console.log(summaryReport(summaries).join('\n'));
  rmSync(summaries, { recursive: true, force: true });
});

// apt's Chromium downloads beside npm's install: each mostly waits on the network.
await phase('install', async () => {
  const chromium = ensureChromium();
  ensureDependencies();
  await chromium;
});
await phase('audit', () => run('node', ['scripts/audit.mjs']));
// Steps that do not depend on each other run side by side: tsc and ESLint use one core each, and
// the CMS's and the sites' builds write to separate folders (apps/cms/.next, .next). The site's and the
// CMS's type checks (`npm run typecheck` runs both, one after the other) run beside lint, which
// ends first: two lanes alone left a core idle for the last quarter of the phase. The type checks
// run before the CMS build writes its generated types, which they read.
await phase('typecheck and lint', () =>
  together([
    { name: 'typecheck (site)', command: 'npm', args: ['run', '--silent', 'typecheck:site'] },
    { name: 'typecheck (CMS)', command: 'npm', args: ['run', '--silent', 'typecheck:cms'] },
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  ]),
);
// The CMS's API tests run against its built app; building renders its layout, which needs a database.
await phase('CMS and site builds', () =>
  together([
    {
      name: 'CMS build',
      command: process.execPath,
      args: ['scripts/lib/ensure-builds.mjs', 'cms'],
      env: { DATABASE_URL: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    },
    { name: 'site builds', command: process.execPath, args: ['scripts/lib/ensure-builds.mjs', 'sites'] },
  ]),
);
// Both test phases copy one seeded CMS database (tests/support/seeded-database.ts), named here: the
// first suite that asks makes it, the end-to-end run drops it. The name has startTestRun's form,
// whose pid (this process's) lets a later run drop it if this one dies first.
process.env.CMS_SEED_TEMPLATE = `cms_seed_${process.pid}_${Date.now()}`;
await phase('unit and integration', () => run('npm', ['run', '--silent', 'test:unit']));
await phase('end-to-end', () => run('npm', ['run', '--silent', 'test:e2e']));
