// `npm test`: install what is missing, then audit the production dependencies, typecheck, lint,
// unit and integration tests, build every market and run the end-to-end tests in Chromium.
import { ensureBuild, ensureChromium, ensureDependencies, run } from './lib/setup.mjs';

ensureDependencies();
// The market list is declared once, in TypeScript; tsx is there once the dependencies are.
const { tsImport } = await import('tsx/esm/api');
const { markets } = await tsImport('../src/config/markets.ts', import.meta.url);
ensureChromium();
run('node', ['scripts/audit.mjs']);
run('npm', ['run', '--silent', 'typecheck']);
run('npm', ['run', '--silent', 'lint']);
run('npm', ['run', '--silent', 'test:unit']);
for (const market of markets) ensureBuild(market);
run('npm', ['run', '--silent', 'test:e2e']);
