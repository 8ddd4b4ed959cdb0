// `npm test`: install what is missing, then audit the production dependencies, typecheck, lint,
// unit and integration tests, build every market and run the end-to-end tests in Chromium. The
// time of each phase is printed at the end, whether the run passed or not.
import { ensureBuild, ensureChromium, ensureCmsBuild, ensureDependencies, run } from './lib/setup.mjs';

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
process.on('exit', () => {
  if (current) phases.push([`${current.name} (failed)`, (performance.now() - current.started) / 1000]);
  const total = phases.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`\nnpm test phases (min:s): ${phases.map(([name, seconds]) => `${name} ${minutes(seconds)}`).join(', ')}; in all ${minutes(total)}.`);
});

await phase('install', () => ensureDependencies());
// The market list is declared once, in TypeScript; tsx is there once the dependencies are.
const { tsImport } = await import('tsx/esm/api');
const { markets } = await tsImport('../src/config/markets.ts', import.meta.url);
await phase('chromium', () => ensureChromium());
await phase('audit', () => run('node', ['scripts/audit.mjs']));
await phase('typecheck', () => run('npm', ['run', '--silent', 'typecheck']));
await phase('lint', () => run('npm', ['run', '--silent', 'lint']));
// The CMS's API tests run against its built app; building renders its layout, which needs a database.
await phase('CMS build', () => ensureCmsBuild({ DATABASE_URL: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test' }));
await phase('unit and integration', () => run('npm', ['run', '--silent', 'test:unit']));
await phase('site builds', () => {
  for (const market of markets) ensureBuild(market);
});
await phase('end-to-end', () => run('npm', ['run', '--silent', 'test:e2e']));
