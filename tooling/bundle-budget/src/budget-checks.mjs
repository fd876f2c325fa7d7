import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { entryScripts } from './entry-scripts.mjs';
import { firstVisit } from './first-visit.mjs';

/** A built chunk's name: its file name without the content hash Vite adds (`auth-page-9Ro5DGKU.js` → `auth-page`). */
export function chunkName(file) {
  return path.basename(file).replace(/-[\w-]{8}\.js$/, '');
}

/**
 * The size-limit checks of a web build: the JavaScript a first visit to `/` fetches, together,
 * within the home budget, and every lazily loaded chunk grouped by name, each within the budget
 * recorded for that name (chunks of one name, such as a dayjs locale and a language's texts both
 * called `id`, share their budget). A lazy chunk home fetches counts in both. When recording, only
 * the lazy chunks are checked, without limits: size-limit only measures them.
 */
export async function budgetChecks({ distDir, budgetsFile, origin, record = false }) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`no web build in ${distDir}: run pnpm build first`);
  }
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
  const entry = await entryScripts(distDir);
  const lazy = new Map();
  for (const file of readdirSync(path.join(distDir, 'assets'))) {
    const relative = `assets/${file}`;
    if (!file.endsWith('.js') || entry.includes(relative)) continue;
    const name = chunkName(file);
    lazy.set(name, [...(lazy.get(name) ?? []), relative]);
  }
  const check = (name, files, limit) => ({
    name,
    path: files.map((f) => path.join(distDir, f)),
    gzip: true,
    ...(!record && { limit: `${limit} B` }),
  });
  const lazyChecks = [...lazy]
    .sort(([a], [b]) => a.localeCompare(b))
    // A chunk without a recorded budget fails at 0 bytes: record the budgets after adding it.
    .map(([name, files]) => check(`lazy: ${name}`, files, budgets.lazyChunks[name] ?? 0));
  if (record) return lazyChecks;
  return [check('home, first visit', await firstVisit(distDir, origin), budgets.homeRoute), ...lazyChecks];
}
