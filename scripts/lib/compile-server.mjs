// The production servers as JavaScript, so that `npm start` runs them with plain node, without
// tsx's loader compiling every module as it is imported: esbuild bundles each program with the
// repository's code it imports (the @/ alias and the .mjs modules included) into dist/server/,
// the packages left to node_modules. The CLIs (apps/cms/cli.ts, scripts/*.ts) stay on tsx: they run
// once, by hand or before the servers start, and serve no request.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { SERVER_DIR } from '../../packages/platform/builds.mjs';

// Loaded when first used: npm start and npm test import this module before they install what is missing.
const require = createRequire(import.meta.url);
const esbuild = () => require('esbuild');

/** The compiled programs, by the name of their output file. */
const ENTRIES = {
  // The public server (`npm start`, `npm run serve`, the end-to-end tests' servers).
  main: 'apps/site/server/main.ts',
  // A market's build, which a compiled public server runs when publishing (packages/platform/programs.ts).
  build: 'scripts/build.ts',
  // The CMS's front door to its Next app; `next build` compiles the app itself (apps/cms/.next).
  'cms-server': 'apps/cms/server.ts',
};

/** What the compiled files were made from: the manifest written beside them. */
const MANIFEST = 'inputs.json';

/** What the output depends on besides its sources: the packages (and this compiler's version), the alias, the options here. */
const SETTINGS = ['package-lock.json', 'tsconfig.json', 'scripts/lib/compile-server.mjs'];

function fingerprintOf(root, sources) {
  const hash = createHash('sha256').update(esbuild().version);
  for (const file of [...SETTINGS, ...sources]) {
    const full = path.join(root, file);
    // A source that is gone (a moved module) changes the fingerprint.
    hash.update(file).update(existsSync(full) ? readFileSync(full) : '\0missing');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Writes under a temporary name and renames: a server starting meanwhile reads the old file or the new, never half of one. */
function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/**
 * Compiles every program into outDir. One self-contained file per program (no shared chunks), so
 * two compilations at once (test suites side by side) cannot leave a program pointing at a chunk of
 * the other's; the same sources give the same bytes.
 */
export function compileServer(root, outDir = path.join(root, SERVER_DIR)) {
  const result = esbuild().buildSync({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    // Stack traces name the TypeScript sources, which sit in the repository beside the maps.
    sourcemap: 'linked',
    sourcesContent: false,
    banner: { js: 'process.setSourceMapsEnabled(true);' },
    // packages/platform/programs.ts: a compiled server starts the compiled build.
    define: { __COMPILED__: 'true' },
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) writeWhole(file.path, file.contents);
  const sources = Object.keys(result.metafile.inputs)
    .filter((file) => !file.split('/').includes('node_modules'))
    .sort();
  writeWhole(path.join(outDir, MANIFEST), `${JSON.stringify({ fingerprint: fingerprintOf(root, sources), sources }, null, 2)}\n`);
  return { outDir, programs: Object.keys(ENTRIES), sources };
}

/** Compiles unless dist/server holds the output of the current sources; answers whether it compiled. */
export function ensureServerBuild(root) {
  const manifest = path.join(root, SERVER_DIR, MANIFEST);
  if (existsSync(manifest)) {
    const { fingerprint, sources } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (fingerprint === fingerprintOf(root, sources) && Object.keys(ENTRIES).every((name) => existsSync(path.join(root, SERVER_DIR, `${name}.js`))))
      return false;
  }
  compileServer(root);
  return true;
}
