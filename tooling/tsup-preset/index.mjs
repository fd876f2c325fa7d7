/**
 * The build of a feature package: its ESM entries with their declarations (`index`, and `testing`,
 * the static text tables its consumers' tests register), and `src/index.css` with its `@import`s
 * inlined into one `dist/index.css` (the package's `styles.css` export). React, the router and
 * TanStack Query are the app's, so a feature never bundles its own copy.
 */
export function featurePackageBuild() {
  return {
    entry: ['src/index.ts', 'src/testing.ts', 'src/index.css'],
    format: ['esm'],
    dts: { entry: ['src/index.ts', 'src/testing.ts'] },
    clean: true,
    sourcemap: true,
    target: 'es2022',
    external: ['react', 'react-dom', 'react-router', '@tanstack/react-query'],
  };
}
