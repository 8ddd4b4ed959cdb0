import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders that hold no test of ours: fixtures, and the builds (whose node_modules links lead into the packages' own tests). */
const NOT_TESTS = new Set(['fixtures', 'node_modules', '.next', 'out']);

/** The `*.test.ts` files under `dir` (a path from the repository's root). */
export function testFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return NOT_TESTS.has(name) ? [] : testFilesUnder(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}
