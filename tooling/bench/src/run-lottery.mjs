// Only the lottery figures: `pnpm --filter @marquee/bench bench:lottery`.
import { lotteryBoard, printBoard } from './lottery-board.mjs';
import { lotterySettlement, printSettlement } from './lottery-settlement.mjs';

printSettlement(await lotterySettlement());
if (!process.argv.includes('--settlement')) printBoard(await lotteryBoard());
