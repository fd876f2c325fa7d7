import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    contract: 'src/contract.ts',
    cipher: 'src/contract/payload-cipher.ts',
    testing: 'src/testing.ts',
  },
  // msw is the test-only peer of the testing entry
  external: ['msw'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
