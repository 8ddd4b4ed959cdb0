// `npm start`: install what is missing, then hand over to the supervisor (scripts/supervisor.ts),
// which starts the database, builds the market (cro unless MARKET says otherwise) and serves it.
// `npm run dev` passes --dev: the site and the CMS on Next's development servers instead.
import { ensureDependencies, run } from './lib/setup.mjs';

ensureDependencies();
run(process.execPath, ['--import', 'tsx', 'scripts/supervisor.ts', ...process.argv.slice(2)]);
