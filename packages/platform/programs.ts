/**
 * How the public server starts the market build (publishing's builder): a compiled server
 * (dist/server/main.js, which `npm start` runs) the compiled build beside it, with plain node; a
 * server that tsx runs from its sources (the tests' servers, `npm run dev`) the build's source.
 */
import path from 'node:path';
import { SERVER_DIR } from './builds.mjs';

// esbuild's define puts `true` here in the compiled files (scripts/lib/compile-server.mjs); in the sources it is declared nowhere.
declare const __COMPILED__: boolean | undefined;
const compiled = typeof __COMPILED__ !== 'undefined' && __COMPILED__;

/** node's arguments that run scripts/build.ts, in the same form as this code runs. */
export function buildProgram(root: string): string[] {
  return compiled ? [path.join(root, SERVER_DIR, 'build.js')] : ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')];
}
