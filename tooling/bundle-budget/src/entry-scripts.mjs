import { readFileSync } from 'node:fs';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';

/**
 * The module scripts index.html starts the app with: one entry chunk, or, when Vite finds the entry
 * chunk to be nothing but imports, the chunks it imports, each a script of its own.
 */
function entryModuleScripts(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/?([^"]+)"/g)].map(
    (tag) => tag[1],
  );
  if (tags.length === 0) throw new Error(`${distDir}/index.html starts no module script`);
  return tags;
}

/**
 * index.html's entry chunks and every chunk they import statically, transitively, as paths relative
 * to the build folder: what every page loads before it runs. Every other chunk is loaded lazily
 * (a route, dialog, overlay or language texts) and has a budget of its own.
 */
export async function entryScripts(distDir) {
  await init;
  const found = [];
  const pending = entryModuleScripts(distDir);
  while (pending.length > 0) {
    const file = pending.shift();
    if (found.includes(file)) continue;
    found.push(file);
    const [imports] = parse(readFileSync(path.join(distDir, file), 'utf8'));
    for (const { type, specifier } of imports) {
      if (type === 'dynamic' || type === 'import-meta' || !specifier?.startsWith('.')) continue;
      pending.push(path.posix.join(path.posix.dirname(file), specifier));
    }
  }
  return found;
}
