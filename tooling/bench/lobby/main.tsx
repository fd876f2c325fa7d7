// The page `pnpm bench` measures: the lobby's GameGrid with 10,000 games, rendered with
// virtualisation (?mode=virtual) or without (?mode=plain), inside the providers the shell gives it.
import { GAME_CATEGORIES, type Game, type GameCategory } from '@marquee/api-client';
import { GameGrid, GamesLobbyProvider, type LobbyPaths } from '@marquee/games-lobby';
import { createI18n, I18nProvider, useTranslation } from '@marquee/i18n';
import { ApiClientProvider, createSessionApiClient, LoginPathProvider } from '@marquee/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

declare global {
  interface Window {
    /** resolves with the milliseconds from the games in hand to the first frame showing them */
    bench: { firstGridPaint: Promise<number> };
  }
}

const COUNT = 10_000;
const virtualized = new URLSearchParams(location.search).get('mode') !== 'plain';

function makeGames(): Game[] {
  return Array.from({ length: COUNT }, (_, index) => ({
    nodeId: index + 1,
    vassalage: `V${index % 24}`,
    vendorName: `Vendor ${index % 24}`,
    gameType: 'RNG',
    gameCode: `G${index}`,
    gameName: `Game number ${index + 1}`,
    // one URL per game, so every card fetches and decodes its own icon: the worst case (the
    // platform's art is shared by the games of a theme)
    iconUrl: `/icon.png?game=${index + 1}`,
    gameClassify: 'SLOT',
    isGame: 'GAME',
    defaultPlayType: null,
    minBet: 20,
    lineNum: 25,
    isHot: index % 7 === 0 ? 1 : 0,
    isNew: index % 11 === 0 ? 1 : 0,
    launchMode: 'IFRAME',
  }));
}

// The cards link to these; the bench never follows a link, so any distinct paths will do.
const lobbyPaths: LobbyPaths = {
  gameFrame: '/game',
  categories: Object.fromEntries(
    GAME_CATEGORIES.map((category) => [category, `/${category.toLowerCase()}`]),
  ) as Record<GameCategory, string>,
};

const queryClient = new QueryClient();
const apiClient = createSessionApiClient({ baseUrl: '', payloadKey: 'bench', getLanguage: () => 'EN' });
const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'] });
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** The grid's cards reach the bottom of the viewport (or every game is shown). */
function gridFillsViewport(): boolean {
  const cards = document.getElementsByClassName('mq-game-card');
  const last = cards[cards.length - 1];
  return last !== undefined && (cards.length === COUNT || last.getBoundingClientRect().bottom >= innerHeight);
}

/** When the browser has painted the first frame in which the grid's cards fill the viewport. */
async function firstFrameShowingGrid(): Promise<number> {
  // rAF callbacks run just before a frame's style, layout and paint: what the document holds then
  // is what that frame shows (the check's layout is the one the frame needs anyway). A task queued
  // from there runs once the frame has been painted.
  while (!gridFillsViewport()) await nextFrame();
  await nextTask();
  return performance.now();
}

/** Set by the lobby once it has mounted: hands it the games. */
let deliverGames: (games: readonly Game[]) => void = () => undefined;
let lobbyMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  lobbyMounted = resolve;
});

/**
 * What the category page renders: its translated title and, in its games section, a loading
 * status until the list query answers, then the grid.
 */
function Lobby() {
  const { t } = useTranslation();
  const [games, setGames] = useState<readonly Game[] | null>(null);
  useEffect(() => {
    deliverGames = setGames;
    lobbyMounted();
  }, []);
  const title = t('category_rng');
  return (
    <>
      <h1>{title}</h1>
      <section aria-label={t('all_games')}>
        {games ? (
          <GameGrid
            games={games}
            onLaunch={() => undefined}
            label={t('games_of', { category: title })}
            virtualized={virtualized}
          />
        ) : (
          <p role="status">{t('loading_games')}</p>
        )}
      </section>
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={queryClient}>
    <ApiClientProvider client={apiClient}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <LoginPathProvider path="/login">
            <GamesLobbyProvider paths={lobbyPaths}>
              <Lobby />
            </GamesLobbyProvider>
          </LoginPathProvider>
        </MemoryRouter>
      </I18nProvider>
    </ApiClientProvider>
  </QueryClientProvider>,
);

// As on the category page, whose list query answers once the page is up: the page has loaded,
// the providers have mounted and painted, and only then do the games arrive. The clock starts
// when they are in hand.
const loaded = new Promise((resolve) => addEventListener('load', resolve, { once: true }));
window.bench = {
  firstGridPaint: Promise.all([loaded, mounted]).then(async () => {
    await nextFrame();
    await nextFrame();
    // a task of its own, as a network response would be
    await nextTask();
    const games = makeGames();
    const start = performance.mark('lobby: games in hand').startTime;
    deliverGames(games);
    const end = await firstFrameShowingGrid();
    // visible in a DevTools or CDP trace, beside the render, layout and paint it covers
    performance.measure('lobby: data to first grid paint', { start, end });
    return end - start;
  }),
};
