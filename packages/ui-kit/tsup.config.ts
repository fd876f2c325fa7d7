import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom'],
  loader: { '.css': 'copy' },
  onSuccess: 'cp src/styles/index.css dist/index.css',
});
