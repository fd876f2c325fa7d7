import path from 'node:path';
import { startPlatform } from '@marquee/harness/platform';
import { agentContention, printAgentContention } from './agent-contention.mjs';
import { agentTeam, printAgentTeam } from './agent-team.mjs';
import { homeBudget } from './home-budget.mjs';
import { homeJsGzip } from './home-js.mjs';
import { printLighthouse } from './lighthouse-runs.mjs';
import { lobbyGrid } from './lobby-grid.mjs';
import { printLobby } from './lobby-report.mjs';
import { lotteryBoard, printBoard } from './lottery-board.mjs';
import { lotterySettlement, printSettlement } from './lottery-settlement.mjs';
import { repoRoot } from './paths.mjs';
import { playGuard, printPlayGuard } from './play-guard.mjs';
import { reactFloorGzip } from './react-floor.mjs';
import { printRecordsHistory, recordsHistory } from './records-history.mjs';
import { loadBench } from './run-load.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const floor = await reactFloorGzip();
const platform = await startPlatform();
try {
  const scripts = await homeJsGzip(platform.url, path.join(repoRoot, 'apps/web/dist'));
  const home = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.info(
    '\n== Home JavaScript (gzip -9, what a first visit to / fetches until the network is idle) ==',
  );
  for (const s of scripts) console.info(`  ${s.file.padEnd(48)} ${kb(s.gzip)}`);
  console.info(
    `  total home JS:          ${kb(home)} (budget ${kb(homeBudget())}, target 140 KB, checked by pnpm size)`,
  );
  console.info(`  React + react-dom floor: ${kb(floor)}`);
  console.info(`  ratio:                   ${(home / floor).toFixed(2)} x the floor`);
  // The web build puts the libraries every route needs in one vendor chunk (apps/web/vite.config.ts),
  // so the split below shows what the libraries take and what the app code takes.
  const libraries = scripts
    .filter((s) => s.file.startsWith('/assets/vendor-'))
    .reduce((sum, s) => sum + s.gzip, 0);
  if (libraries > 0) {
    console.info(
      `  of which libraries:      ${kb(libraries)} (vendor chunk, ${(libraries / floor).toFixed(2)} x the floor)`,
    );
    console.info(`  of which app code:       ${kb(home - libraries)}`);
  }

  await printLighthouse(platform.url);
} finally {
  await platform.stop();
}

// Seven runs of the virtualised grid: its first paint is a few tens of milliseconds, which the VM's
// scheduling moves by as much from run to run (seen: 33 to 71 ms in three runs of one bench). The
// plain page takes about 20 s a run and is only the comparison: three.
const virtual = await lobbyGrid({ runs: 7, modes: ['virtual'] });
const plain = await lobbyGrid({ runs: 3, modes: ['plain'] });
printLobby({ ...virtual, ...plain });

await loadBench();

printSettlement(await lotterySettlement());
printRecordsHistory(await recordsHistory());
printPlayGuard(await playGuard());
printAgentTeam(await agentTeam());
printAgentContention(await agentContention());
printBoard(await lotteryBoard());
