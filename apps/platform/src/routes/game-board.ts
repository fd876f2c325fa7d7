import { api, GAME_CATEGORIES } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { languageOf } from '../http/game-params';
import { mounter } from '../http/mount';
import { literal, optionalInteger } from '../http/validate';
import { DEFAULT_SEED } from '../reference/demo-seed';
import type { AccountDeps } from '../services/deps';
import { jackpotAt } from '../services/games/jackpot';
import { WINNER_PAGES, winnerBoard } from '../services/games/winners';

/** The winner board holds at most 20 rows. */
const WINNER_LIMIT = 20;

/** The public boards of the lobby: recent winners and the jackpot counter. */
export function gameBoardRoutes(app: Hono<AppEnv>, { db, config, clock }: AccountDeps): void {
  const mount = mounter(app, config);

  mount(api.games.winners, {
    parse: (raw) => ({
      gameCategory: literal(raw, 'gameCategory', ['ALL', ...GAME_CATEGORIES] as const),
      language: languageOf(raw),
      limitNum: optionalInteger(raw, 'limitNum', { min: 1, max: WINNER_LIMIT }) ?? WINNER_LIMIT,
      pageNum: optionalInteger(raw, 'pageNum', { min: 1, max: WINNER_PAGES }) ?? 1,
    }),
    handle: ({ gameCategory, language, limitNum, pageNum }) =>
      winnerBoard(db, gameCategory, language, limitNum, pageNum),
  });

  mount(api.games.jackpot, {
    handle: () => jackpotAt(DEFAULT_SEED, clock.now()),
  });
}
