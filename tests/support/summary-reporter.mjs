// node:test's reporter of what ran and what was skipped, and why (scripts/lib/test-summary.mjs): it
// writes nothing to the output, which the spec or TAP reporter beside it writes.
import path from 'node:path';
import { saveSummary } from '../../scripts/lib/test-summary.mjs';

export default async function* summaryReporter(source) {
  let run = 0;
  const skipped = [];
  /** The names of the suites and test under way, by nesting (the runner reports one file's tests at a time, in order). */
  const open = [];
  for await (const { type, data } of source) {
    if (type === 'test:start') {
      open.length = data.nesting;
      open.push(data.name);
    } else if (type === 'test:pass' || type === 'test:fail') {
      // A skipped suite reports itself and none of its tests.
      if (data.skip) skipped.push({ test: placeOf(data, open), reason: data.skip === true ? 'no reason given' : data.skip });
      else if (data.details?.type !== 'suite') run += 1;
    }
  }
  saveSummary('unit', { run, skipped });
}

/** The file that declares the test, and its suites' names and its own. */
function placeOf(data, open) {
  const file = data.file ? path.relative(process.cwd(), data.file) : '(no file)';
  return [file, ...open.slice(0, data.nesting), data.name].join(' › ');
}
