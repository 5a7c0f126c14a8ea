import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Under CI, a spec that skipped itself fails the run: a skip guard (`test.skip(condition)`) would
 * otherwise let a missing route or missing data pass as green. Specs create what they need instead.
 * On a developer machine skipped specs are listed, and the run's result is left as it is.
 */
export default class NoSkipsReporter implements Reporter {
  private skipped: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') {
      const reason = test.annotations.find((a) => a.type === 'skip')?.description;
      this.skipped.push(`${test.titlePath().filter(Boolean).join(' › ')}${reason ? ` (${reason})` : ''}`);
    }
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (this.skipped.length === 0) return undefined;
    const ci = ['true', '1'].includes(String(process.env.CI).toLowerCase());
    const lines = this.skipped.map((title) => `  - ${title}`).join('\n');
    process.stdout.write(
      `\n${this.skipped.length} spec(s) skipped${ci ? ', which fails the run under CI' : ''}:\n${lines}\n`,
    );
    return ci && result.status === 'passed' ? { status: 'failed' } : undefined;
  }
}
