import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Builds a bare React + react-dom page with the same bundler and returns the gzip size of its JS. */
export async function reactFloorGzip() {
  // Inside this package so the build resolves the same react and react-dom the app uses.
  const dir = path.join(import.meta.dirname, '../.floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<div id="root"></div><script type="module" src="/main.js"></script>',
  );
  writeFileSync(
    path.join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('p', null, 'floor'));\n",
  );
  await build({
    root: dir,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: path.join(dir, 'dist') },
  });
  const assets = path.join(dir, 'dist/assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length, 0);
}
