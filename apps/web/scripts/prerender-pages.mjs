// Renders the first screen of home and the game lobbies with the app's own components
// (react-dom/server, through Vite's module loader so the sources, the `source` export condition and
// import.meta.env are the build's) and writes them beside the built index.html for the platform to
// serve (see PRERENDERED_PAGES_FILE).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, defaultServerConditions } from 'vite';

// React's production server renderer, as the built app runs React's production build.
process.env.NODE_ENV = 'production';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');

const server = await createServer({
  root,
  mode: 'production',
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
});
try {
  const [{ prerenderPages }, { brandConfig }, { PRERENDERED_PAGES_FILE }] = await Promise.all([
    server.ssrLoadModule('/src/prerender/render-pages.tsx'),
    server.ssrLoadModule('/src/brand/brand-config.ts'),
    server.ssrLoadModule('@marquee/api-client'),
  ]);
  if (brandConfig.loginedToHomePage) {
    // a visitor's every page is the login page there: nothing to show before the app decides
    console.info('no page prerendered: the brand sends visitors to the login page');
  } else {
    let stylesheetFile = '';
    const { prerendered, stylesheet } = await prerenderPages(
      await readFile(path.join(dist, 'index.html'), 'utf8'),
      brandConfig,
      (css) => {
        stylesheetFile = `assets/prerendered-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
        return `/${stylesheetFile}`;
      },
    );
    await writeFile(path.join(dist, stylesheetFile), stylesheet);
    await writeFile(path.join(dist, PRERENDERED_PAGES_FILE), JSON.stringify(prerendered));
    const routes = prerendered.pages.map((page) => page.paths[0]).join(', ');
    console.info(
      `prerendered ${routes} (${prerendered.language}) into dist/${PRERENDERED_PAGES_FILE} and dist/${stylesheetFile}`,
    );
  }
} finally {
  await server.close();
}
