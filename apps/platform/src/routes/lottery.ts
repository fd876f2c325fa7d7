import {
  api,
  LOTTERY_PRIZE_MODES,
  type LotteryBetStatus,
  type LotteryPrizeMode,
  MAX_SLIP_NUMBERS,
  PLAY_TYPES,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { parseLanguage } from '../http/parse-language';
import { sessionOf } from '../http/route-helpers';
import {
  literal,
  optionalInteger,
  optionalString,
  type RawInput,
  requiredInteger,
  requiredString,
} from '../http/validate';
import type { AccountDeps } from '../services/deps';
import { placeBet } from '../services/lottery/bets';
import {
  currentDraw,
  drawResults,
  gameMenus,
  openedNumbers,
  popularGames,
  recentLotteryGames,
  vnMenu,
} from '../services/lottery/lottery-games';
import { myLotteryBets } from '../services/lottery/my-bets';
import type { TimedJob } from '../services/timed-job';

const POPULAR_COUNT = 20;
const OPENED_NUMBERS_DRAWS = 100;

const languageOf = (raw: RawInput) => (raw.language ? parseLanguage(raw).language : 'EN');

function prizeModeOf(raw: RawInput): LotteryPrizeMode | undefined {
  return raw.prizeMode ? literal(raw, 'prizeMode', LOTTERY_PRIZE_MODES) : undefined;
}

function gameCodeOf(raw: RawInput): string {
  const gameCode = requiredString(raw, 'gameCode', { max: 20 });
  if (!/^[A-Z0-9_]+$/.test(gameCode)) throw badRequest(`Unknown gameCode '${gameCode}'`);
  return gameCode;
}

function numbersOf(raw: RawInput): string[] {
  const { numbers } = raw;
  if (
    !Array.isArray(numbers) ||
    numbers.length > MAX_SLIP_NUMBERS ||
    numbers.some((n) => typeof n !== 'string')
  ) {
    throw badRequest(`'numbers' must be a list of at most ${MAX_SLIP_NUMBERS} numbers written as text`);
  }
  return numbers as string[];
}

/** The lottery vendor (the /lgw paths): games, draws, results and the member's bets. */
export function lotteryRoutes(
  app: Hono<AppEnv>,
  { db, config, clock }: AccountDeps,
  scheduler: TimedJob,
): void {
  const mount = mounter(app, config);
  // every answer is as of the clock: due draws are drawn before it is read
  const now = async () => {
    await scheduler.tick();
    return clock.now();
  };

  mount(api.lottery.gameMenus, {
    parse: (raw) => ({
      language: languageOf(raw),
      ...(raw.prizeMode ? { prizeMode: prizeModeOf(raw) } : {}),
    }),
    handle: async ({ prizeMode, language = 'EN' }) => gameMenus(db, prizeMode, language, await now()),
  });

  mount(api.lottery.popular, {
    parse: (raw) => ({
      language: languageOf(raw),
      count: optionalInteger(raw, 'count', { min: 1, max: POPULAR_COUNT }) ?? POPULAR_COUNT,
      ...(raw.prizeMode ? { prizeMode: prizeModeOf(raw) } : {}),
    }),
    handle: async ({ prizeMode, count = POPULAR_COUNT, language = 'EN' }) =>
      popularGames(db, prizeMode, count, language, await now()),
  });

  mount(api.lottery.vnGameMenu, {
    parse: (raw) => ({
      language: languageOf(raw),
      ...(raw.prizeMode ? { prizeMode: prizeModeOf(raw) } : {}),
    }),
    handle: async ({ prizeMode, language = 'EN' }) => vnMenu(db, prizeMode, language, await now()),
  });

  mount(api.lottery.recent, {
    parse: (raw) => ({ language: languageOf(raw) }),
    handle: async ({ language = 'EN' }, c) =>
      recentLotteryGames(db, sessionOf(c).memberId, language, await now()),
  });

  mount(api.lottery.currentDraw, {
    parse: (raw) => ({ gameCode: gameCodeOf(raw), language: languageOf(raw) }),
    handle: async ({ gameCode, language = 'EN' }) => currentDraw(db, gameCode, language, await now()),
  });

  mount(api.lottery.vnOpenedNumbers, {
    parse: (raw) => ({
      gameCode: gameCodeOf(raw),
      count: optionalInteger(raw, 'count', { min: 1, max: OPENED_NUMBERS_DRAWS }) ?? OPENED_NUMBERS_DRAWS,
    }),
    handle: async ({ gameCode, count = OPENED_NUMBERS_DRAWS }) => {
      await now();
      return openedNumbers(db, gameCode, count);
    },
  });

  mount(api.lottery.openedNumbers, {
    parse: (raw) => ({
      gameCode: gameCodeOf(raw),
      pageNum: optionalInteger(raw, 'pageNum', { min: 1, max: 100_000 }) ?? 1,
    }),
    handle: async ({ gameCode, pageNum = 1 }) => {
      await now();
      return drawResults(db, gameCode, pageNum);
    },
  });

  mount(api.lottery.placeBet, {
    parse: (raw) => ({
      drawId: requiredString(raw, 'drawId', { max: 40 }),
      playType: literal(raw, 'playType', PLAY_TYPES),
      numbers: numbersOf(raw),
      stake: requiredInteger(raw, 'stake', { min: 0, max: Number.MAX_SAFE_INTEGER }),
      idempotencyKey: requiredString(raw, 'idempotencyKey', { max: 100 }),
    }),
    handle: async (request, c) => {
      const at = await now();
      return placeBet(db, sessionOf(c).memberId, request, at);
    },
  });

  mount(api.lottery.myBets, {
    parse: (raw) => {
      const status = raw.status
        ? literal<LotteryBetStatus>(raw, 'status', ['PENDING', 'WON', 'LOST'])
        : undefined;
      const gameCode = optionalString(raw, 'gameCode', { max: 20 });
      const drawId = optionalString(raw, 'drawId', { max: 40 });
      return {
        pageNum: optionalInteger(raw, 'pageNum', { min: 1, max: 100_000 }) ?? 1,
        ...(status ? { status } : {}),
        ...(gameCode ? { gameCode } : {}),
        ...(drawId ? { drawId } : {}),
      };
    },
    handle: async ({ pageNum = 1, ...filter }, c) => {
      await now();
      return myLotteryBets(db, sessionOf(c).memberId, { pageNum, ...filter });
    },
  });
}
