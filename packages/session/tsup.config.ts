import { defineConfig } from 'tsup';

export default defineConfig({
  // testing: the providers every feature's component tests render in (testing-library is theirs).
  entry: ['src/index.ts', 'src/testing.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react-router', '@tanstack/react-query', '@testing-library/react'],
});
