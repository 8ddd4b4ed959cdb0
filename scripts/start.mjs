// `npm start`: install what is missing, build the market (cro unless MARKET says otherwise), serve it.
import { ensureBuild, ensureDependencies, run } from './lib/setup.mjs';

ensureDependencies();
const market = process.env.MARKET || 'cro';
ensureBuild(market);
run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { MARKET: market });
