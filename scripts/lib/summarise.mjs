import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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
        failures: vitestFailures(r),
      };
    } else if (file.startsWith('playwright-')) {
      const r = JSON.parse(text);
      const s = r.stats;
      // A journey that passed only on its retry counts as passed but is named in the summary.
      counts = {
        passed: s.expected + s.flaky,
        failed: s.unexpected,
        skipped: s.skipped,
        flaky: s.flaky,
        failures: playwrightFailures(r),
        slowest: playwrightSlowest(r),
      };
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

const firstLine = (message) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? '';

// The summary names what failed: a CI log is often read only from its end.
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const relative = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${relative} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // a file that failed to load has no failed test of its own
    return tests.length === 0 && file.status === 'failed'
      ? [`${relative}: ${firstLine(file.message)}`]
      : tests;
  });
}

function playwrightFailures(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        out.push(
          `${test.status === 'flaky' ? 'flaky' : 'failed'}: ${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`,
        );
      }
    for (const child of suite.suites ?? [])
      walk(child, suite.file === suite.title ? titles : [...titles, suite.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

/** The longest journeys with their project and time: where a slow end-to-end step went. */
function playwrightSlowest(report, count = 8) {
  const all = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        all.push({ ms, name: `${spec.file} › ${spec.title} [${test.projectName}]` });
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return all
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ ms, name }) => `${Math.round(ms / 1000)} s ${name}`);
}
