import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * The base package that provides the API client context (`ApiClientProvider`) among those
 * installed: whichever of games-lobby's dependencies exports it from its built types.
 */
export function apiClientPackage(packages) {
  const provider = packages.find(({ dir }) =>
    /\bApiClientProvider\b/.test(readFileSync(path.join(dir, 'dist/index.d.ts'), 'utf8')),
  );
  if (!provider) throw new Error('no installed package exports ApiClientProvider');
  return provider.manifest.name;
}

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>games-lobby consumer</title></head>
  <body><div id="root"></div><script type="module" src="/main.jsx"></script></body>
</html>
`;

/**
 * One games-lobby screen part, the slot page header (jackpot beside the recent winners), with only
 * ui-kit's and games-lobby's styles and a stub API client: no server, no shell.
 */
const mainJsx = (apiClientFrom) => `import '@marquee/ui-kit/styles.css';
import '@marquee/games-lobby/styles.css';
import { SlotPageHeader } from '@marquee/games-lobby';
import { createI18n, I18nProvider, WithFeatureTexts } from '@marquee/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ApiClientProvider } from '${apiClientFrom}';

const winners = [1, 2, 3].map((n) => ({
  iconUrl: '',
  customerName: 'pl***' + n,
  gameName: 'Winner game ' + n,
  winAmount: n * 100000,
}));
const answers = {
  '/wps/games/jackpot': { amount: 888888888, at: '2026-01-01T00:00:00Z' },
  '/wps/games/winners': { vo: winners },
};
const client = {
  config: { baseUrl: '', payloadKey: 'consumer', getToken: () => null },
  call: async (endpoint) => {
    if (endpoint.path in answers) return answers[endpoint.path];
    throw new Error('no answer for ' + endpoint.path);
  },
};

createRoot(document.getElementById('root')).render(
  <I18nProvider i18n={createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'] })}>
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientProvider client={client}>
        <MemoryRouter>
          <WithFeatureTexts>
            <SlotPageHeader jackpotAmount={888888888} winners={winners} />
          </WithFeatureTexts>
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
export async function buildConsumerApp(appDir, apiClientFrom) {
  writeFileSync(path.join(appDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(appDir, 'main.jsx'), mainJsx(apiClientFrom));
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
