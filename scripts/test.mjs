// `npm test`: install what is missing, then audit the production dependencies, typecheck, lint,
// unit and integration tests, build the three markets and run the end-to-end tests in Chromium.
import { ensureBuild, ensureChromium, ensureDependencies, run } from './lib/setup.mjs';

ensureDependencies();
ensureChromium();
run('node', ['scripts/audit.mjs']);
run('npm', ['run', '--silent', 'typecheck']);
run('npm', ['run', '--silent', 'lint']);
run('npm', ['run', '--silent', 'test:unit']);
for (const market of ['cro', 'slo', 'bih']) ensureBuild(market);
run('npm', ['run', '--silent', 'test:e2e']);
