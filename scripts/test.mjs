// `npm test`: install what is missing, then audit the production dependencies, typecheck, lint,
// unit and integration tests, build every market and run the end-to-end tests in Chromium.
import { ensureBuild, ensureChromium, ensureCmsBuild, ensureDependencies, run } from './lib/setup.mjs';

ensureDependencies();
// The market list is declared once, in TypeScript; tsx is there once the dependencies are.
const { tsImport } = await import('tsx/esm/api');
const { markets } = await tsImport('../src/config/markets.ts', import.meta.url);
ensureChromium();
run('node', ['scripts/audit.mjs']);
run('npm', ['run', '--silent', 'typecheck']);
run('npm', ['run', '--silent', 'lint']);
// The CMS's API tests run against its built app; building renders its layout, which needs a database.
ensureCmsBuild({ DATABASE_URL: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
run('npm', ['run', '--silent', 'test:unit']);
for (const market of markets) ensureBuild(market);
run('npm', ['run', '--silent', 'test:e2e']);
