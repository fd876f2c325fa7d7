import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Shared vitest settings. Packages resolve each other through the `source` export condition so
 * tests run against sources with no build step. When MARQUEE_RESULTS_DIR is set (the repo test
 * command sets it) each package also writes a JSON report there, which the command sums up.
 */
export function marqueeVitest({ name, environment = 'jsdom', setupFiles = [], ...rest }) {
  const resultsDir = process.env.MARQUEE_RESULTS_DIR;
  const reporters = resultsDir
    ? ['default', ['json', { outputFile: path.join(resultsDir, `vitest-${name}.json`) }]]
    : ['default'];
  return {
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
    test: {
      name,
      environment,
      globals: true,
      setupFiles: environment === 'jsdom' ? [path.join(here, 'setup-dom.mjs'), ...setupFiles] : setupFiles,
      reporters,
      restoreMocks: true,
      // CI runs the suites side by side on two cores; a 10,000-game render or an enciphered login
      // can outlast vitest's 5 s default there without anything being wrong.
      testTimeout: 20_000,
      ...rest,
    },
  };
}
