// `npm run cms:migration -- <name>`: Payload's migrate:create for the CMS, written to apps/cms/migrations/
// (the .ts, its schema snapshot .json, and its line in index.ts). Payload compares the config's
// schema with the last migration's snapshot and makes no database connection for it; the config
// still asks for DATABASE_URL, so an address that is never dialled stands in when none is set.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [name, ...rest] = process.argv.slice(2);
if (!name || name.startsWith('-')) {
  console.error('usage: npm run cms:migration -- <name>   (snake_case, e.g. news_subtitle)');
  process.exit(2);
}
const env = {
  ...process.env,
  PAYLOAD_CONFIG_PATH: path.join(root, 'apps/cms/src/payload.config.ts'),
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://unused@127.0.0.1:1/not-connected',
};
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'migrate:create', name, ...rest], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
