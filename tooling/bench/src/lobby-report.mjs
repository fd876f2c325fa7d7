const FIGURES = [
  ['data to first grid paint', 'firstGridPaintMs', (v) => `${v.toFixed(0)} ms`, '<= 50 ms'],
  ['DOM nodes (most seen)', 'domNodes', (v) => String(v), '<= 800'],
  ['frames per second while scrolling', 'fps', (v) => v.toFixed(1), '>= 58'],
  ['long tasks while scrolling', 'longTasks', (v) => String(v), '0'],
  ['JS heap after three scroll passes', 'heapMb', (v) => `${v.toFixed(1)} MB`, '<= 30 MB'],
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Prints the medians of `lobbyGrid()` results per mode beside the targets, and each run's paint. */
export function printLobby(results) {
  const modes = Object.keys(results);
  const heading = { virtual: 'virtualised', plain: 'plain' };
  const runs = modes.map((mode) => `${results[mode].length} ${heading[mode] ?? mode}`).join(', ');
  console.info(
    `\n== Lobby: 10,000 games (virtualised vs every card rendered, same browser; medians of ${runs} runs) ==`,
  );
  console.info(`  ${''.padEnd(34)} ${modes.map((m) => (heading[m] ?? m).padStart(12)).join(' ')}   target`);
  for (const [label, key, format, target] of FIGURES) {
    const cells = modes.map((mode) => format(median(results[mode].map((r) => r[key]))).padStart(12));
    console.info(`  ${label.padEnd(34)} ${cells.join(' ')}   ${target}`);
  }
  for (const mode of modes) {
    const paints = results[mode].map((r) => r.firstGridPaintMs.toFixed(0)).join(', ');
    const fps = results[mode].map((r) => r.fps.toFixed(1)).join(', ');
    console.info(`  ${(heading[mode] ?? mode).padEnd(12)} first grid paint per run: ${paints} ms`);
    console.info(`  ${(heading[mode] ?? mode).padEnd(12)} frames per second per run: ${fps}`);
  }
}
