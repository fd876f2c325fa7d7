import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    cli: 'src/cli.ts',
    // started by db/pglite-thread.ts as a worker thread, from next to the bundle
    'pglite-worker': 'src/db/pglite-worker.mjs',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  dts: false,
  // the contract ships as source: bundle it (with its crypto-js and the i18n language catalogue) so dist/ runs without building it
  noExternal: ['@marquee/api-client', '@marquee/i18n'],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
  // crypto-js is CommonJS: give its require() calls a real require inside the ESM bundle
  banner: {
    js: "import { createRequire as __platformRequire } from 'node:module';\nconst require = __platformRequire(import.meta.url);",
  },
});
