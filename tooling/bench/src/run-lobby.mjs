// Only the lobby grid, for working on it: `pnpm --filter @marquee/bench bench:lobby [runs] [--virtual]`.
import { lobbyGrid } from './lobby-grid.mjs';
import { printLobby } from './lobby-report.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
const modes = args.includes('--virtual') ? ['virtual'] : ['virtual', 'plain'];
printLobby(await lobbyGrid({ runs, modes }));
