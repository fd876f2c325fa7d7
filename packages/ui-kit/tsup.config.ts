import { defineConfig } from 'tsup';

export default defineConfig({
  // index.css: the tokens' and components' stylesheets, their @imports inlined into one dist/index.css.
  // qr-code/index.ts: the QR code on a subpath of its own, so the kit's index never pulls the encoder.
  // story-preview.ts: what the story previews share, kept out of the index the app loads.
  entry: ['src/index.ts', 'src/index.css', 'src/qr-code/index.ts', 'src/story-preview.ts'],
  format: ['esm'],
  dts: { entry: ['src/index.ts', 'src/qr-code/index.ts', 'src/story-preview.ts'] },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom'],
});
