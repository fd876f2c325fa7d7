// The page `pnpm bench` measures for the lottery: the real betting view of @marquee/lottery (its
// styles included) on a 1-minute game, inside the providers the shell gives it, answered by a
// stub client. `window.bench.run()` picks 100 numbers and changes the stake, timing each input
// from the click to the end of the frame that shows it.
import type { ApiClient, CurrentDraw, Endpoint, LotteryGame } from '@marquee/api-client';
import { createI18n, I18nProvider } from '@marquee/i18n';
import { LotteryPage, LotteryProvider } from '@marquee/lottery';
import '@marquee/ui-kit/styles.css';
import '@marquee/lottery/styles.css';
import { ApiClientProvider, LoginPathProvider } from '@marquee/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

declare global {
  interface Window {
    bench: { run: () => Promise<{ select: Timing[]; stake: Timing[] }> };
  }
}

const game: LotteryGame = {
  gameCode: 'VNF1',
  vendor: 'TCG_LOTTO_VN',
  prizeMode: 'ZY',
  format: 'VN_NORTH',
  name: 'Fast Lottery 1 Min',
  defaultPlayType: 'LO2',
  playTypes: ['LO2', 'DE', 'BA_CANG', 'DAU', 'DUOI', 'XIEN2', 'XIEN3', 'XIEN4'],
  nextDrawAt: null,
  latest: null,
};

function draw(): CurrentDraw {
  const close = Date.now() + 3_600_000;
  return {
    game,
    serverTime: new Date().toISOString(),
    drawId: 'bench-draw',
    drawAt: new Date(close + 10_000).toISOString(),
    closeAt: new Date(close).toISOString(),
    seedHash: '0'.repeat(64),
    odds: game.playTypes.map((playType) => ({ playType, oddsX100: 350 })),
    minStake: 100,
    maxStakePerNumber: 1_000_000,
    maxStakePerDraw: 5_000_000,
  };
}

const answers: Record<string, () => unknown> = {
  '/lgw/lotto/draws/current': draw,
  '/lgw/vn/numeros/opened/game': () => ({
    gameCode: 'VNF1',
    draws: 100,
    frequency: Object.fromEntries(
      Array.from({ length: 100 }, (_, n) => [String(n).padStart(2, '0'), (n * 7) % 11]),
    ),
  }),
  '/lgw/lotto/games/opened/numero': () => ({ list: [], pageNum: 1, totalPages: 0 }),
};

const client = {
  config: { baseUrl: '', payloadKey: 'bench', getToken: () => null },
  call: async (endpoint: Endpoint<unknown, unknown>) => {
    const answer = answers[endpoint.path];
    if (!answer) throw new Error(`no answer for ${endpoint.path}`);
    return answer();
  },
} as unknown as ApiClient;

const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'] });
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * `handled`: the click and React's render of it (React flushes a discrete event's update in a
 * microtask queued during the click, so it has run once a microtask queued after it runs);
 * `painted`: to the end of the frame showing it.
 */
interface Timing {
  handled: number;
  painted: number;
}

async function timed(click: () => void): Promise<Timing> {
  const start = performance.now();
  click();
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  const handled = performance.now() - start;
  await painted();
  return { handled, painted: performance.now() - start };
}

function button(scope: Element, name: RegExp): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((item) => name.test(item.textContent ?? ''));
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

window.bench = {
  run: async () => {
    while (!document.querySelector('.mq-lottery-board__grid')) await painted();
    const board = document.querySelector('.mq-lottery-board__grid')!;
    const select: Timing[] = [];
    for (const cell of board.querySelectorAll('button')) select.push(await timed(() => cell.click()));
    const chips = document.querySelector('.mq-lottery-stake')!;
    const stake: Timing[] = [];
    for (const chip of ['5', '10', '50', '100', '1', '5', '10', '50', '100', '1']) {
      stake.push(await timed(() => button(chips, new RegExp(`^${chip}$`)).click()));
    }
    return { select, stake };
  },
};

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <ApiClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <LotteryProvider currencySymbol="₱" lotteryPath="/lottery">
          <LoginPathProvider path="/login">
            <MemoryRouter initialEntries={['/lottery?gameCode=VNF1&playType=LO2']}>
              <LotteryPage />
            </MemoryRouter>
          </LoginPathProvider>
        </LotteryProvider>
      </I18nProvider>
    </ApiClientProvider>
  </QueryClientProvider>,
);
