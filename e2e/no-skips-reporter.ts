import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

/**
 * Under CI, a spec that skipped itself fails the run: a skip guard (`test.skip(condition)`) would
 * otherwise let a missing route or missing data pass as green. Specs create what they need instead.
 * On a developer machine skipped specs are listed, and the run's result is left as it is.
 *
 * What counts is a spec's final outcome, not each attempt: in a serial group a failed step skips
 * the steps after it, and the retry runs the whole group again. A step skipped only in the first
 * attempt and passed in the retry is not a skip (the failed step is reported as flaky or failed).
 */
export default class NoSkipsReporter implements Reporter {
  private tests = new Set<TestCase>();

  onTestEnd(test: TestCase) {
    this.tests.add(test);
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const skipped = [...this.tests]
      .filter((test) => test.outcome() === 'skipped')
      .map((test) => {
        const reason = test.annotations.find((a) => a.type === 'skip')?.description;
        return `${test.titlePath().filter(Boolean).join(' › ')}${reason ? ` (${reason})` : ''}`;
      });
    if (skipped.length === 0) return undefined;
    const ci = ['true', '1'].includes(String(process.env.CI).toLowerCase());
    const lines = skipped.map((title) => `  - ${title}`).join('\n');
    process.stdout.write(
      `\n${skipped.length} spec(s) skipped${ci ? ', which fails the run under CI' : ''}:\n${lines}\n`,
    );
    return ci && result.status === 'passed' ? { status: 'failed' } : undefined;
  }
}
