import { rmSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * Builds a bench page (`root` holds its index.html) for production into a fresh `outDir`, with the
 * conditions the app's own build resolves the workspace packages by; `options` add build options.
 */
export async function buildBenchPage(root, outDir, options = {}) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    root,
    logLevel: 'silent',
    plugins: [react()],
    publicDir: false,
    resolve: { conditions: ['source', 'module', 'browser', 'production'] },
    build: { outDir, emptyOutDir: true, ...options },
  });
}
