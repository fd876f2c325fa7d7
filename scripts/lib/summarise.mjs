import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Adds up the reports the test runners wrote: vitest JSON, Playwright JSON and node:test TAP. */
export function summarise(dir) {
  const totals = { passed: 0, failed: 0, skipped: 0, reports: [] };
  if (!existsSync(dir)) return totals;
  for (const file of readdirSync(dir).sort()) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    let counts = null;
    if (file.startsWith('vitest-')) {
      const r = JSON.parse(text);
      counts = {
        passed: r.numPassedTests,
        failed: r.numFailedTests,
        skipped: r.numPendingTests + r.numTodoTests,
      };
    } else if (file.startsWith('playwright-')) {
      const s = JSON.parse(text).stats;
      // A journey that passed only on its retry counts as passed but is named in the summary.
      counts = { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped, flaky: s.flaky };
    } else if (file.endsWith('.tap')) {
      const count = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)`, 'm'))?.[1] ?? 0);
      counts = {
        passed: count('pass'),
        failed: count('fail') + count('cancelled'),
        skipped: count('skipped'),
      };
    }
    if (!counts) continue;
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    totals.reports.push({ file, ...counts });
  }
  return totals;
}
