import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** A page's file name: the package's name without its scope (`@marquee/games-lobby` → `games-lobby`). */
export const pageOf = (name) => name.replace(/^@[^/]+\//, '');

const pageHtml = (name) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${name} consumer</title></head>
  <body><div id="root"></div><script type="module" src="/${pageOf(name)}.jsx"></script></body>
</html>
`;

/**
 * What every screen stands on, with no style of its own: i18n in English, TanStack Query, the
 * session's API client (a stub: no server, every call fails, so screens show their own states), a
 * router and the login path; and the games a lobby screen lists.
 */
const ROOT_JSX = `import { createI18n, I18nProvider } from '@marquee/i18n';
import { ApiClientProvider, LoginPathProvider } from '@marquee/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

export const games = [1, 2, 3, 4, 5, 6].map((n) => ({
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
export const lobbyPaths = {
  gameFrame: '/game',
  categories: { ELOTT: '/elott', LOTT: '/lottery', LIVE: '/live', COCKFIGHT: '/cockfight', SPORTS: '/sports', FISH: '/fish', RNG: '/rng', PVP: '/pvp', ESPORTS: '/esports', MINI: '/mini' },
};
const client = {
  config: { baseUrl: '', payloadKey: 'consumer', getToken: () => null },
  call: async (endpoint) => {
    throw new Error('no answer for ' + endpoint.path);
  },
};

export function renderScreen(element) {
  createRoot(document.getElementById('root')).render(
    <I18nProvider i18n={createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'] })}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiClientProvider client={client}>
          <MemoryRouter>
            <LoginPathProvider path="/login">{element}</LoginPathProvider>
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}
`;

/** A feature's page: ui-kit's styles and the package's own, nothing else, and its screen. */
const pageJsx = (name, screen) => `import '@marquee/ui-kit/styles.css';
import '${name}/styles.css';
${screen.imports}
import { games, lobbyPaths, renderScreen } from './consumer-root.jsx';

renderScreen(${screen.element});
`;

/**
 * Writes one page per feature into `appDir` and builds them all at once with Vite; returns the
 * output directory and, per page, the absolute paths of every file its bundle was built from and
 * the CSS files it links.
 */
export async function buildConsumerApp(appDir, screens) {
  writeFileSync(path.join(appDir, 'consumer-root.jsx'), ROOT_JSX);
  const input = {};
  for (const [name, screen] of Object.entries(screens)) {
    writeFileSync(path.join(appDir, `${pageOf(name)}.html`), pageHtml(name));
    writeFileSync(path.join(appDir, `${pageOf(name)}.jsx`), pageJsx(name, screen));
    input[pageOf(name)] = path.join(appDir, `${pageOf(name)}.html`);
  }
  const outDir = path.join(appDir, 'dist');
  const output = await build({
    root: appDir,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, rolldownOptions: { input } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const sources = chunks
    .flatMap((chunk) => chunk.moduleIds ?? [])
    .map((id) => id.split('?')[0])
    .filter((id) => path.isAbsolute(id));
  return { outDir, sources };
}
