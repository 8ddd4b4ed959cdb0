/**
 * Production runs compiled code (scripts/lib/compile-server.mjs): the public server compiled into
 * a folder of its own starts under plain node, with no TypeScript loader (Node 20 cannot load a .ts
 * module without one), applies the database's migrations from the sources, and serves a build and
 * /api/health. The compiled market build loads the same way. The compilation is redone exactly
 * when one of the sources it bundled changes.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { compileServer, ensureServerBuild } from '../../scripts/lib/compile-server.mjs';
import { describeEachDatabase } from './databases';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The environment of a production process: nothing that would load tsx into it. */
function plainEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const plain: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete plain.NODE_OPTIONS;
  return plain;
}

/** A market's build as scripts/build.ts leaves it, in a DIST_DIR of its own. */
function fixtureDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'compiled-dist-'));
  const build = path.join(dist, 'cro', '20261207T000000-test');
  mkdirSync(build, { recursive: true });
  writeFileSync(path.join(build, 'build.json'), JSON.stringify({ market: 'cro' }));
  writeFileSync(path.join(build, 'index.html'), '<!doctype html><html><head><title>Početna</title></head><body>compiled</body></html>');
  for (const page of ['not-found.html', 'en/not-found.html']) {
    mkdirSync(path.dirname(path.join(build, page)), { recursive: true });
    writeFileSync(path.join(build, page), '<!doctype html><html><head><title>404</title></head><body></body></html>');
  }
  writeFileSync(path.join(dist, 'cro', 'current'), path.basename(build));
  return dist;
}

/** Resolves with the port once the server logs that it listens. */
function listening(child: ChildProcess): Promise<number> {
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/"port":(\d+)[^\n]*"msg":"listening"/);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the compiled server exited (${code}): ${errors}`)));
  });
}

describeEachDatabase(
  'the compiled public server',
  (database) => {
    // In the repository, where node finds the packages the compiled files import (node_modules), as it does from dist/server.
    mkdirSync(path.join(root, 'dist'), { recursive: true });
    const outDir = mkdtempSync(path.join(root, 'dist', 'server-test-'));
    const dist = fixtureDist();
    let child: ChildProcess | undefined;
    let base = '';

    before(async () => {
      compileServer(root, outDir);
      child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
        cwd: root,
        env: plainEnv({ MARKET: 'cro', PORT: '0', DIST_DIR: dist, DATABASE_URL: database.url, DATA_DIR: database.dataDir, BUILDER: '0' }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      base = `http://127.0.0.1:${await listening(child)}`;
    });

    after(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(outDir, { recursive: true, force: true });
      rmSync(dist, { recursive: true, force: true });
    });

    it('runs under plain node: its command line is node and the compiled file, no loader', () => {
      const command = readFileSync(`/proc/${child!.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      assert.deepEqual(command, [process.execPath, path.join(outDir, 'main.js')]);
      const environment = readFileSync(`/proc/${child!.pid}/environ`, 'utf8').split('\0');
      assert.ok(!environment.some((entry) => entry.startsWith('NODE_OPTIONS=') && entry.includes('tsx')), 'no loader through NODE_OPTIONS');
    });

    it('serves the build and /api/health', async () => {
      const page = await fetch(`${base}/`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<body>compiled<\/body>/);
      const health = await fetch(`${base}/api/health`);
      assert.equal(health.status, 200);
      assert.deepEqual(await health.json(), { status: 'ok', market: 'cro' });
    });

    it('has source maps that name the TypeScript sources', () => {
      const map = JSON.parse(readFileSync(path.join(outDir, 'main.js.map'), 'utf8')) as { sources: string[] };
      assert.ok(map.sources.some((source) => source.endsWith('apps/site/server/main.ts')));
    });

    it("compiles the market build (publishing's child) to a program plain node loads", () => {
      // An unknown market stops it at its settings, after every module of it loaded.
      const result = spawnSync(process.execPath, [path.join(outDir, 'build.js')], { cwd: root, env: plainEnv({ MARKET: 'nowhere' }), encoding: 'utf8' });
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, /MARKET/);
      assert.doesNotMatch(result.stderr, /ERR_MODULE_NOT_FOUND|ERR_UNKNOWN_FILE_EXTENSION/);
    });
  },
  { kinds: ['postgres'] },
);

describe('the compiled servers are redone when their sources change', () => {
  const project = mkdtempSync(path.join(tmpdir(), 'compile-project-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  };
  after(() => rmSync(project, { recursive: true, force: true }));

  it('compiles a fresh project, reuses an unchanged one, and compiles again after an edit of an imported module', () => {
    write('tsconfig.json', JSON.stringify({ compilerOptions: { paths: { '@/*': ['./packages/*'] } } }));
    write('packages/lib/greeting.ts', "export const greeting = 'hello';\n");
    write('apps/site/server/main.ts', "import { greeting } from '@/lib/greeting';\nconsole.log(greeting);\n");
    write('scripts/build.ts', 'export {};\n');
    write('apps/cms/server.ts', 'export {};\n');
    assert.equal(ensureServerBuild(project), true, 'a first compilation');
    assert.equal(ensureServerBuild(project), false, 'nothing changed');
    write('packages/lib/greeting.ts', "export const greeting = 'hi';\n");
    assert.equal(ensureServerBuild(project), true, 'an imported module changed');
    const run = spawnSync(process.execPath, [path.join(project, 'dist', 'server', 'main.js')], { encoding: 'utf8' });
    assert.equal(run.stdout.trim(), 'hi');
    assert.equal(ensureServerBuild(project), false);
  });
});
