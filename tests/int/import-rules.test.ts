/**
 * `npm run lint` runs dependency-cruiser with the project's .dependency-cruiser.cjs: the apps stand
 * on the packages, never on each other, the packages import only the layers below them, and no
 * import closes a circle. Each case is a small tree in a temporary folder laid out like the
 * repository and cruised with that configuration, so the checkout's own code stays as it is.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '..', '..');
const depcruise = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const tsconfig = { compilerOptions: { module: 'esnext', moduleResolution: 'bundler', paths: { '@/*': ['./packages/*'], '@site/*': ['./apps/site/*'] } } };

/** dependency-cruiser's verdict on a tree of these files. */
function cruise(files: Record<string, string>): { failed: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'imports-'));
  try {
    copyFileSync(path.join(root, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const folders = [...new Set(Object.keys(files).map((file) => file.split('/')[0]!))];
    const run = spawnSync(process.execPath, [depcruise, ...folders, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { failed: run.status !== 0, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const markets = "export const markets = ['cro', 'slo', 'bih'] as const;\n";
const format = "import { markets } from '@/config/markets';\nexport const marketCount = () => markets.length;\n";

describe('the import rules in npm run lint (dependency-cruiser)', () => {
  it('pass a tree whose imports point down: an app on a package, a package on a lower one', () => {
    const verdict = cruise({
      'packages/config/markets.ts': markets,
      'packages/lib/count.ts': format,
      'apps/site/server/main.ts': "import { marketCount } from '@/lib/count';\nconsole.log(marketCount());\n",
      'apps/cms/server.ts': "import { markets } from '@/config/markets';\nconsole.log(markets);\n",
    });
    assert.equal(verdict.failed, false, verdict.output);
  });

  it('fail on a package that imports an app, and name the rule', () => {
    const verdict = cruise({
      'packages/config/markets.ts': markets,
      'apps/site/server/port.ts': 'export const port = 3031;\n',
      'packages/lib/count.ts': "import { port } from '@site/server/port';\nexport const doubled = () => port * 2;\n",
    });
    assert.equal(verdict.failed, true);
    assert.match(verdict.output, /packages-know-no-apps-scripts-or-tests: packages\/lib\/count\.ts → apps\/site\/server\/port\.ts/);
  });

  it('fail on a package that imports a layer above it', () => {
    const verdict = cruise({
      'packages/content/site.ts': "export const siteName = 'Farmadria';\n",
      'packages/config/name.ts': "import { siteName } from '@/content/site';\nexport const name = () => siteName;\n",
    });
    assert.equal(verdict.failed, true);
    assert.match(verdict.output, /layer-config: packages\/config\/name\.ts → packages\/content\/site\.ts/);
  });

  it('fail on the public site importing the CMS', () => {
    const verdict = cruise({
      'apps/cms/src/access.ts': 'export const editors = () => true;\n',
      'apps/site/server/main.ts': "import { editors } from '../../cms/src/access';\nconsole.log(editors());\n",
    });
    assert.equal(verdict.failed, true);
    assert.match(verdict.output, /site-knows-no-cms: apps\/site\/server\/main\.ts → apps\/cms\/src\/access\.ts/);
  });

  it('fail on an import circle', () => {
    const verdict = cruise({
      'packages/lib/a.ts': "import { b } from './b';\nexport const a = () => b();\n",
      'packages/lib/b.ts': "import { a } from './a';\nexport const b = () => a();\n",
    });
    assert.equal(verdict.failed, true);
    assert.match(verdict.output, /no-circular: packages\/lib\/a\.ts → /);
  });
});
