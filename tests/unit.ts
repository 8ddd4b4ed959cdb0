/**
 * Every unit test beside the code (packages/, apps/ and scripts/) in one process. They start no server and
 * touch no database, and a process each would cost more than they do: each would load the same
 * modules again. A test that changes the process
 * (an environment variable) puts it back before it ends. One file alone still runs as
 * `node --import tsx --test <file>`.
 */
import path from 'node:path';
import { testFilesUnder } from './support/test-files';

const root = path.resolve(import.meta.dirname, '..');
const dirs = [path.join(root, 'packages'), path.join(root, 'apps'), path.join(root, 'scripts')];
for (const file of dirs.flatMap((dir) => testFilesUnder(dir))) await import(file);
