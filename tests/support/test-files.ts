import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The `*.test.ts` files under `dir` (a path from the repository's root), fixtures left out. */
export function testFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'fixtures' ? [] : testFilesUnder(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}
