import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', cipher: 'src/transport/payload-cipher.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
