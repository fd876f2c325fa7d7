// The page `pnpm bench` measures: the lobby's GameGrid with 10,000 games, rendered with
// virtualisation (?mode=virtual) or without (?mode=plain), inside the providers the shell gives it.
import type { Game } from '@marquee/api-client';
import { ApiClientProvider, createSessionApiClient } from '@marquee/auth';
import { GameGrid } from '@marquee/games-lobby';
import { createI18n, I18nProvider } from '@marquee/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

declare global {
  interface Window {
    bench: { firstGridPaintMs?: number };
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
    // one URL per game, so every card fetches and decodes its own icon, a PNG as the platform serves
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

const queryClient = new QueryClient();
const apiClient = createSessionApiClient({ baseUrl: '', payloadKey: 'bench', getLanguage: () => 'EN' });
const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'] });

function Painted({ start }: { start: number }) {
  useEffect(() => {
    // The frame after the commit has been painted once the task queued from rAF runs.
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.bench.firstGridPaintMs = performance.now() - start;
      }),
    );
  }, [start]);
  return null;
}

window.bench = {};
const games = makeGames();
const start = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={queryClient}>
    <ApiClientProvider client={apiClient}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <GameGrid games={games} onLaunch={() => undefined} label="All games" virtualized={virtualized} />
          <Painted start={start} />
        </MemoryRouter>
      </I18nProvider>
    </ApiClientProvider>
  </QueryClientProvider>,
);
