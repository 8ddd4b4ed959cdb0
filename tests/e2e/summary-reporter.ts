import path from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter';
import { saveSummary } from '../../scripts/lib/test-summary.mjs';

/**
 * What the run ran and what it skipped, and why (scripts/lib/test-summary.mjs), for `npm test` to
 * print at its end. A test's project is its market: `[cro] file › group › title`.
 */
export default class SummaryReporter implements Reporter {
  private root?: Suite;
  private rootDir = '';

  onBegin(config: FullConfig, suite: Suite): void {
    this.root = suite;
    this.rootDir = config.rootDir;
  }

  onEnd(): void {
    const tests = this.root?.allTests() ?? [];
    const skipped = tests.filter((test) => test.outcome() === 'skipped');
    const place = (test: TestCase) => placeOf(test, this.rootDir);
    saveSummary('e2e', { run: tests.length - skipped.length, skipped: skipped.map((test) => ({ test: place(test), reason: skipReasonOf(test) })) });
  }

  printsToStdio(): boolean {
    return false;
  }
}

function placeOf(test: TestCase, rootDir: string): string {
  const [, project, , ...titles] = test.titlePath();
  return `[${project}] ${path.relative(rootDir, test.location.file)} › ${titles.join(' › ')}`;
}

function skipReasonOf(test: TestCase): string {
  const annotations = [...test.annotations, ...test.results.flatMap((result) => result.annotations)];
  const skip = annotations.find((annotation) => annotation.type === 'skip');
  // Serial groups skip the tests after a failure, and a stopped run those it did not reach, without a reason.
  if (!skip) return 'not run: an earlier test of its serial group failed, or the run stopped first';
  return skip.description ?? 'no reason given';
}
