import { defineConfig } from 'tsup';

export default defineConfig({
  // testing: the providers every feature's component tests and stories render in (testing-library
  // and Storybook are theirs).
  entry: ['src/index.ts', 'src/testing.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: [
    'react',
    'react-dom',
    'react-router',
    '@tanstack/react-query',
    '@testing-library/react',
    '@storybook/react-vite',
  ],
});
