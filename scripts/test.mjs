// `npm test`: install what is missing, then typecheck, lint, unit and integration tests,
// build the three markets and run the end-to-end tests against them in Chromium.
import { ensureBuild, ensureChromium, ensureDependencies, run } from './lib/setup.mjs';

ensureDependencies();
ensureChromium();
run('npm', ['run', '--silent', 'typecheck']);
run('npm', ['run', '--silent', 'lint']);
run('npm', ['run', '--silent', 'test:unit']);
for (const market of ['cro', 'slo', 'bih']) ensureBuild(market);
run('npm', ['run', '--silent', 'test:e2e']);
