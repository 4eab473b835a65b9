import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the run, each spec file's total time (all its tests' attempts, retries included),
 * longest first, and their sum: which specs grew is then visible in every run's log. Used beside
 * 'list' (playwright.config.ts).
 */
export default class SpecTimes implements Reporter {
  private readonly perSpec = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    // The spec file's suite, not the test's own location: a test declared by a shared helper
    // (fixtures.ts) belongs to the spec that called it.
    let suite = test.parent;
    while (suite.type !== 'file' && suite.parent) suite = suite.parent;
    const spec = path.basename(suite.location?.file ?? test.location.file);
    const entry = this.perSpec.get(spec) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    if (result.retry === 0) entry.tests += 1;
    this.perSpec.set(spec, entry);
  }

  onEnd(_result: FullResult) {
    if (this.perSpec.size === 0) return;
    const rows = [...this.perSpec].sort(([, a], [, b]) => b.ms - a.ms);
    const width = Math.max(...rows.map(([spec]) => spec.length));
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
    const lines = rows.map(
      ([spec, { ms, tests }]) => `  ${spec.padEnd(width)} ${seconds(ms)}  ${tests} test${tests === 1 ? '' : 's'}`,
    );
    const total = rows.reduce((sum, [, { ms }]) => sum + ms, 0);
    console.log(`\nTime per spec file:\n${lines.join('\n')}\n  ${'total'.padEnd(width)} ${seconds(total)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
