import { defineConfig } from 'tsup';

export default defineConfig({
  // index.css: the components' stylesheets, their @imports inlined into one dist/index.css.
  entry: ['src/index.ts', 'src/testing.ts', 'src/index.css'],
  format: ['esm'],
  dts: { entry: ['src/index.ts', 'src/testing.ts'] },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react-router', '@tanstack/react-query'],
});
