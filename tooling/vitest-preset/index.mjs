import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Shared vitest settings. Packages resolve each other through the `source` export condition so
 * tests run against sources with no build step. When MARQUEE_RESULTS_DIR is set (the repo test
 * command sets it) each package also writes a JSON report there, which the command sums up.
 */
export function marqueeVitest({ name, environment = 'jsdom', setupFiles = [], isolatedFiles = [], ...rest }) {
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
      // A fresh jsdom and module graph per file cost most of the run (on two cores: 44 s of 74 s
      // for ui-kit). Files share one per worker instead; a test that needs a module's first
      // state takes it with vi.resetModules() and a dynamic import.
      isolate: false,
      ...rest,
      // A vi.mock of a module another file has already loaded would miss it in a shared graph:
      // such files are listed and run in a project of their own, isolated.
      ...(isolatedFiles.length > 0
        ? {
            projects: [
              { extends: true, test: { name, exclude: [...configDefaults.exclude, ...isolatedFiles] } },
              { extends: true, test: { name: `${name}-isolated`, include: isolatedFiles, isolate: true } },
            ],
          }
        : {}),
    },
  };
}
