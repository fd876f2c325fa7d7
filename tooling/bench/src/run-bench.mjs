import { homeJsGzip } from './home-js.mjs';
import { lighthouseMobile } from './lighthouse-runs.mjs';
import { lobbyGrid } from './lobby-grid.mjs';
import { startPlatform } from './platform-process.mjs';
import { reactFloorGzip } from './react-floor.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const floor = await reactFloorGzip();
const platform = await startPlatform();
try {
  const scripts = await homeJsGzip(platform.url);
  const home = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.info('\n== Home route JavaScript (gzip -9, every script the page loads) ==');
  for (const s of scripts) console.info(`  ${s.file.padEnd(48)} ${kb(s.gzip)}`);
  console.info(`  total home JS:          ${kb(home)}`);
  console.info(`  React + react-dom floor: ${kb(floor)}`);
  console.info(`  ratio:                   ${(home / floor).toFixed(2)} x the floor (target <= 1.80)`);

  const lh = await lighthouseMobile(platform.url);
  console.info('\n== Lighthouse mobile, home (median of 3) ==');
  for (const [i, r] of lh.runs.entries()) {
    console.info(
      `  run ${i + 1}: score ${r.score}, LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}`,
    );
  }
  console.info(`  performance score: ${lh.score} (target >= 95)`);
  console.info(`  LCP ${lh.lcp.toFixed(0)} ms, TBT ${lh.tbt.toFixed(0)} ms, CLS ${lh.cls.toFixed(3)}`);
} finally {
  platform.stop();
}

const [virtual, plain] = await lobbyGrid();
const row = (label, key, format, target) =>
  console.info(
    `  ${label.padEnd(34)} ${format(virtual[key]).padStart(12)} ${format(plain[key]).padStart(14)}   ${target}`,
  );
console.info('\n== Lobby: 10,000 games (virtualised vs every card rendered, same run) ==');
console.info(`  ${''.padEnd(34)} ${'virtualised'.padStart(12)} ${'plain'.padStart(14)}   target`);
row('data to first grid paint', 'firstGridPaintMs', (v) => `${v.toFixed(0)} ms`, '<= 50 ms');
row('DOM nodes (most seen)', 'domNodes', (v) => String(v), '<= 800');
row('frames per second while scrolling', 'fps', (v) => v.toFixed(1), '>= 58');
row('long tasks while scrolling', 'longTasks', (v) => String(v), '0');
row('JS heap after three scroll passes', 'heapMb', (v) => `${v.toFixed(1)} MB`, '<= 30 MB');
