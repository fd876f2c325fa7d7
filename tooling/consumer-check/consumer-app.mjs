import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>games-lobby consumer</title></head>
  <body><div id="root"></div><script type="module" src="/main.jsx"></script></body>
</html>
`;

/**
 * The lobby's game grid, as a category page shows it, with six games, only ui-kit's and
 * games-lobby's styles, the providers the package needs and a stub API client: no server, no shell.
 */
const MAIN_JSX = `import '@marquee/ui-kit/styles.css';
import '@marquee/games-lobby/styles.css';
import { GameGrid, GamesLobbyProvider } from '@marquee/games-lobby';
import { createI18n, I18nProvider } from '@marquee/i18n';
import { ApiClientProvider, LoginPathProvider } from '@marquee/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

const games = [1, 2, 3, 4, 5, 6].map((n) => ({
  nodeId: n,
  vassalage: 'DEMO',
  vendorName: 'Demo vendor',
  gameType: 'RNG',
  gameCode: 'G' + n,
  gameName: 'Game ' + n,
  iconUrl: '',
  gameClassify: 'SLOT',
  isGame: 'GAME',
  defaultPlayType: null,
  minBet: 20,
  lineNum: 25,
  isHot: n === 1 ? 1 : 0,
  isNew: n === 2 ? 1 : 0,
  launchMode: 'IFRAME',
}));
const client = {
  config: { baseUrl: '', payloadKey: 'consumer', getToken: () => null },
  call: async (endpoint) => {
    throw new Error('no answer for ' + endpoint.path);
  },
};
const paths = {
  gameFrame: '/game',
  categories: { ELOTT: '/elott', LOTT: '/lottery', LIVE: '/live', COCKFIGHT: '/cockfight', SPORTS: '/sports', FISH: '/fish', RNG: '/rng', PVP: '/pvp', ESPORTS: '/esports' },
};

createRoot(document.getElementById('root')).render(
  <I18nProvider i18n={createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'] })}>
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientProvider client={client}>
        <MemoryRouter>
          <LoginPathProvider path="/login">
            <GamesLobbyProvider paths={paths}>
              <GameGrid games={games} onLaunch={() => undefined} label="Slots" virtualized={false} />
            </GamesLobbyProvider>
          </LoginPathProvider>
        </MemoryRouter>
      </ApiClientProvider>
    </QueryClientProvider>
  </I18nProvider>,
);
`;

/**
 * Writes the app into `appDir` and builds it there with Vite; returns the output directory and
 * the absolute paths of every file the bundle was built from.
 */
export async function buildConsumerApp(appDir) {
  writeFileSync(path.join(appDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(appDir, 'main.jsx'), MAIN_JSX);
  const outDir = path.join(appDir, 'dist');
  const output = await build({
    root: appDir,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const sources = chunks
    .flatMap((chunk) => chunk.moduleIds ?? [])
    .map((id) => id.split('?')[0])
    .filter((id) => path.isAbsolute(id));
  return { outDir, sources };
}
