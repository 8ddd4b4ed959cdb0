// The builds npm test needs, as a program it can run beside other steps (setup.mjs's together):
//   node scripts/lib/ensure-builds.mjs cms     the CMS's Next app (needs DATABASE_URL)
//   node scripts/lib/ensure-builds.mjs sites   every market's site from the seed
//   node scripts/lib/ensure-builds.mjs server  the production servers' compiled code (dist/server)
import { ensureBuild, ensureCmsBuild, ensureServers } from './setup.mjs';

const what = process.argv[2];
if (what === 'cms') {
  ensureCmsBuild();
} else if (what === 'server') {
  ensureServers();
} else if (what === 'sites') {
  // The market list is declared once, in TypeScript; tsx is there once the dependencies are.
  const { tsImport } = await import('tsx/esm/api');
  const { markets } = await tsImport('../../packages/config/markets.ts', import.meta.url);
  for (const market of markets) ensureBuild(market);
} else {
  console.error('usage: node scripts/lib/ensure-builds.mjs cms|sites|server');
  process.exit(2);
}
