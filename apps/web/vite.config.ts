import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BANNER_ROUTES_FILE } from '@marquee/api-client';
import { DEMO_PAYLOAD_KEY, PAYLOAD_KEY_FILE, payloadKeyFingerprint } from '@marquee/api-client/contract';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defineConfig,
  minifySync,
  type Plugin,
  type ProxyOptions,
  type Rolldown,
} from 'vite';
import { bootScreenHtml } from './src/app/boot-screen-html';
import { bannerRoutes } from './src/app/route-rules';
import { BRAND_IDENTITY } from './src/brand/brand-identity';

/** Where the dev server forwards API and media calls; the platform's own default port unless overridden. */
const platformUrl = process.env.MARQUEE_PLATFORM_URL ?? 'http://127.0.0.1:8080';

/** Everything the platform serves besides the SPA itself: API gateways, media, dev helpers, support pages. */
const platformPrefixes = ['/wps', '/lgw', '/media', '/__dev', '/support'];

const proxy = Object.fromEntries(
  platformPrefixes.map((prefix): [string, ProxyOptions] => [
    prefix,
    { target: platformUrl, changeOrigin: true },
  ]),
);

const VENDOR_MODULE =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand|i18next|react-i18next)[\\/]/;

/**
 * TanStack Query's infinite queries: only the game lists, loaded later, use them, so they stay with
 * those screens rather than in the vendor chunk every page loads.
 */
const LAZY_ONLY_MODULE =
  /@tanstack[\\/](react-query|query-core)[\\/].*(useInfiniteQuery|infiniteQueryObserver)\.js$/;

/**
 * What every list of game cards needs (the card, its icon and favourite heart, the plain grid and
 * its keyboard focus, the launch), the hot games list (home, every category and the search show
 * it) and the frame of a home section: one lazy chunk. Left to itself, Rolldown splits them by
 * which screens share each module into a dozen chunks home's hot games section loads all of, each
 * gzipped on its own (2.5 KB more on home's first visit). Home's hot games section, the first thing
 * under the banner, joins them rather than being a chunk of its own that always arrives with them
 * (0.3 KB less on home's first visit). Other screens with game cards load the whole chunk too.
 */
const GAME_CARD_MODULES = [
  'games-lobby/src/game/(favourite-heart|game-card-labels|game-card|game-icon|use-favourite-toggle|use-lazy-throttle)',
  'games-lobby/src/grid/(game-row|grid-layout|grid-parts|loading-more|plain-game-grid|use-card-context|use-element-box|use-grid-card-labels|use-grid-frame|use-roving-focus|use-stable-callback|use-throttled-callback)',
  'games-lobby/src/launch/(game-url|launch-errors|popup-window|use-launch-game|use-popup-close-watch)',
  'games-lobby/src/mutations/favourite-toggle-mutation',
  'games-lobby/src/queries/(favourite-ids-query|game-list-query|hot-games-query|use-lobby-language)',
  'games-lobby/src/home/(home-game-grid|home-section|hot-games-section|section-state)',
  'ui-kit/src/empty-state/empty-state',
  'api-client/src/query-keys/game-keys',
];
const GAME_CARD_MODULE = new RegExp(
  `/(packages/(${GAME_CARD_MODULES.join('|')})|apps/web/src/home/sections/hot-games)\\.tsx?$`.replaceAll(
    '/',
    '[\\\\/]',
  ),
);

/**
 * The libraries every route needs go into one long-cached vendor chunk, so a deploy that only
 * touches app code leaves them in the browser cache. One chunk rather than one per library: gzip
 * then shares its dictionary across them, which measured 0.9 KB less on the home route. Only the
 * modules the entry imports statically (`$initial`): a module of those libraries that only lazy
 * screens use (such as TanStack Query's mutation observer) goes with them.
 *
 * Every other module the entry imports statically goes into the entry chunk itself (`$initial`):
 * left to itself, Rolldown splits the modules the entry shares with lazy screens into a dozen small
 * chunks home loads all of, each gzipped on its own (4.0 KB more on home's first visit). Route
 * screens, dialogs and language texts stay in their own lazy chunks.
 */
const vendorGroups = [
  {
    name: 'vendor',
    test: (id: string) => VENDOR_MODULE.test(id) && !LAZY_ONLY_MODULE.test(id),
    tags: ['$initial' as const],
  },
  { name: 'index', tags: ['$initial' as const] },
  { name: 'game-cards', test: GAME_CARD_MODULE },
];

/**
 * The text set a module is a language file (or the loaders) of: a feature package's own
 * (`packages/<name>/src/texts`; a second set of its own in `texts/<set>`, named `<name>-<set>`) or
 * i18n's shared or error texts (`locales/shared`, `locales/errors`).
 */
function textSetOf(id: string): string | undefined {
  return (
    /[\\/]packages[\\/]([\w-]+)[\\/]src[\\/]texts[\\/](?:(\w+)[\\/])?\w+\.(json|ts)$/
      .exec(id)
      ?.slice(1, 3)
      .filter(Boolean)
      .join('-') ?? /[\\/]i18n[\\/]src[\\/]locales[\\/](shared|errors)[\\/]\w+\.(json|ts)$/.exec(id)?.[1]
  );
}

/** Writes the route-to-banner-group table beside index.html for the serving platform (see BANNER_ROUTES_FILE). */
const bannerRoutesFile: Plugin = {
  name: 'marquee-banner-routes',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: BANNER_ROUTES_FILE, source: JSON.stringify(bannerRoutes) });
  },
};

/**
 * Writes the fingerprint of the payload key built into the app beside index.html (see
 * PAYLOAD_KEY_FILE): a production platform refuses to serve a build made for another key.
 */
function payloadKeyMarker(): Plugin {
  let key = DEMO_PAYLOAD_KEY;
  return {
    name: 'marquee-payload-key',
    apply: 'build',
    configResolved(config) {
      key = config.env.VITE_PAYLOAD_KEY || DEMO_PAYLOAD_KEY;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PAYLOAD_KEY_FILE,
        source: JSON.stringify({ sha256: payloadKeyFingerprint(key) }),
      });
    },
  };
}

/**
 * React Router's production build (no development warnings): its package exports the development
 * build alone, and its own Vite plugin, which this app does not use, points a build here the same way.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Framework-mode code that React Router's declarative mode, the app's, never runs: a `Link`
 * renders the prefetch links of the next page (and watches for the intent to go there) only
 * inside the framework's context (without it its prefetch hook answers false and adds no handler),
 * and the route error boundary (with its default element and the decoding of server errors) wraps
 * a route only under a data router. Cut out, the prefetch links' components and their route-module
 * loading go with them, and the boundary with its helpers (3.0 KB gzip on home's first visit). Each pattern must match once, so a React Router upgrade that changes the
 * code fails the build rather than keeping it silently.
 */
const REACT_ROUTER_FRAMEWORK_ONLY: readonly [string, string][] = [
  [
    'return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;',
    'return link;',
  ],
  [
    'let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(\n      prefetch,\n      rest\n    );',
    'let prefetchRef = null, prefetchHandlers = {};',
  ],
  [
    'return dataRouterState && (match.route.ErrorBoundary || match.route.errorElement || index === 0) ? ',
    'return false ? ',
  ],
  // the boundary's only statement besides its class, which would keep it
  ['RenderErrorBoundary.contextType = RSCRouterContext;', ''],
  [
    'errorElement = match.route.errorElement || defaultErrorElement;',
    'errorElement = match.route.errorElement;',
  ],
];

/** The React Router file holding the code above. */
const REACT_ROUTER_MAIN_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

/**
 * Lets a build drop the parts of React Router the app never renders (`Form` and its submission
 * code, `NavLink`, `ScrollRestoration`, ...): its components are made by `React.forwardRef(...)`
 * calls and named by `X.displayName = ...` statements, both kept by tree-shaking as possible side
 * effects. The calls are marked pure and the names (read by React DevTools only) left out:
 * 1.9 KB less on home's first visit. The framework-only code above is cut out of the file that
 * holds it.
 */
const reactRouterTreeShaking: Plugin = {
  name: 'marquee-react-router-tree-shaking',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][\w-]+\.mjs$/ },
    handler(code, id) {
      let shaken = code
        .replaceAll(/^\w+\.displayName = "[^"\n]*";$/gm, '')
        .replaceAll(/(^var \w+ = )(React\d*\.(?:forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2');
      if (REACT_ROUTER_MAIN_CHUNK.test(id) && shaken.includes('function PrefetchPageLinks(')) {
        for (const [from, to] of REACT_ROUTER_FRAMEWORK_ONLY) {
          if (shaken.split(from).length !== 2)
            throw new Error(`react-router: expected once in ${id}: ${from}`);
          shaken = shaken.replace(from, to);
        }
      }
      return shaken;
    },
  },
};

/**
 * Lists the chunks the entry imports (Rolldown's runtime and the vendor chunk) in index.html as
 * module preloads, so the browser fetches them beside the entry rather than once the entry is
 * parsed. Vite's own preloading is off (`build.modulePreload: false`): it wrapped every lazy import
 * in a helper and a table of each chunk's dependencies, all in the entry every visitor loads
 * (2.4 KB gzip on home's first visit).
 */
function entryModulePreloads(): Plugin {
  let base = '/';
  return {
    name: 'marquee-entry-module-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const entry = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry);
        if (entry?.type !== 'chunk') throw new Error('index.html: the build has no entry chunk');
        return entry.imports.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Lists in each lazily loaded chunk every chunk it needs, not only those it imports itself (what
 * Rollup's `hoistTransitiveImports` does, which Rolldown does not implement): the browser finds a
 * chunk's imports only once it has parsed the chunk, so a screen whose chunks import each other
 * three deep came a round trip per level later, with Vite's preloading off (entryModulePreloads
 * says why). Measured on slow 4G, the slots lobby opened from home requested its last chunk at
 * 2.4 s after the tap instead of 0.6 s. The imports are added after the chunk's own: every one of
 * them is already imported further down, so the order the modules run in does not change. The
 * chunks the entry loads are left out: they are on the page already.
 */
/** Every chunk `file` imports statically, itself or through the chunks it imports. */
function staticImports(bundle: Rolldown.OutputBundle, file: string, found = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  for (const dependency of chunk?.type === 'chunk' ? chunk.imports : []) {
    if (found.has(dependency)) continue;
    found.add(dependency);
    staticImports(bundle, dependency, found);
  }
  return found;
}

/** The entry chunk and every chunk it imports statically: what index.html loads. */
function chunksOnThePage(bundle: Rolldown.OutputBundle): Set<string> {
  const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  return staticImports(bundle, entry.fileName).add(entry.fileName);
}

const hoistTransitiveImports: Plugin = {
  name: 'marquee-hoist-transitive-imports',
  apply: 'build',
  generateBundle(_options, bundle) {
    const onThePage = chunksOnThePage(bundle);
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || chunk.isEntry) continue;
      const direct = new Set(chunk.imports);
      const hoisted = [...staticImports(bundle, chunk.fileName)].filter(
        (file) => !direct.has(file) && !onThePage.has(file),
      );
      if (hoisted.length === 0) continue;
      const from = path.posix.dirname(chunk.fileName);
      const imports = `${hoisted.map((file) => `import"./${path.posix.relative(from, file)}";`).join('')}\n`;
      // before the source map comment, which stays the file's last line
      const mapComment = chunk.code.lastIndexOf('\n//# sourceMappingURL=');
      chunk.code =
        mapComment === -1
          ? `${chunk.code}\n${imports}`
          : `${chunk.code.slice(0, mapComment + 1)}${imports}${chunk.code.slice(mapComment + 1)}`;
      chunk.imports.push(...hoisted);
    }
  },
};

/** index.html's synchronous boot script, copied from the public folder as it is written. */
const BOOT_SCRIPT = 'boot.js';

/**
 * Minifies the copy of the boot script in the build: the file in the public folder keeps its
 * comments, which every first visit would otherwise download (886 -> 286 B gzip).
 */
function minifiedBootScript(): Plugin {
  let outDir = '';
  return {
    name: 'marquee-minified-boot-script',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const file = path.join(outDir, BOOT_SCRIPT);
      const { code, errors } = minifySync(BOOT_SCRIPT, readFileSync(file, 'utf8'));
      if (errors.length > 0) throw new Error(`${BOOT_SCRIPT}: ${errors.map((e) => e.message).join('; ')}`);
      writeFileSync(file, code);
    },
  };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Puts the boot screen into the root element, so the page shows the brand before any script runs.
 * An SVG logo from the public folder is written inline (see bootScreenHtml).
 */
function bootScreen(): Plugin {
  let publicDir = '';
  return {
    name: 'marquee-boot-screen',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      const logoFile = path.join(publicDir, BRAND_IDENTITY.logoSrc);
      const logoSvg =
        BRAND_IDENTITY.logoSrc.endsWith('.svg') && existsSync(logoFile)
          ? readFileSync(logoFile, 'utf8')
          : undefined;
      return html.replace(ROOT_ELEMENT, `<div id="root">${bootScreenHtml(BRAND_IDENTITY, logoSvg)}</div>`);
    },
  };
}

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every lazy import in its preload helper, which fetches the chunk's CSS and module
 * dependencies first; with its module preload off (see `build.modulePreload`) and the packages'
 * styles loaded by the lazy chunks themselves, every list it is given is empty, yet its ~0.5 KB gzip
 * stays in the entry every visitor loads (Vite has no option to leave it out). This gives it a body
 * that only imports. A lazy chunk that imports CSS would need the real helper: the build then fails.
 */
function importOnlyPreloadHelper(): Plugin {
  return {
    name: 'marquee-import-only-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === PRELOAD_HELPER ? id : undefined;
    },
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined;
    },
    generateBundle(_options, bundle) {
      // the entry's own CSS, and that of the chunks it imports, is linked from index.html
      const linked = chunksOnThePage(bundle);
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || linked.has(chunk.fileName)) continue;
        if (chunk.viteMetadata && chunk.viteMetadata.importedCss.size > 0) {
          this.error(
            `${chunk.fileName} imports CSS (${[...chunk.viteMetadata.importedCss].join(', ')}): lazy chunks load their styles with lazyChunk's styles, or Vite's preload helper is needed`,
          );
        }
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    reactRouterTreeShaking,
    bannerRoutesFile,
    payloadKeyMarker(),
    bootScreen(),
    minifiedBootScript(),
    entryModulePreloads(),
    importOnlyPreloadHelper(),
    hoistTransitiveImports,
  ],
  resolve: {
    // Workspace packages export their TypeScript sources under `source`: the app consumes them
    // directly, so an edit in ui-kit or i18n hot-reloads here without rebuilding the package.
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    proxy,
  },
  // A JSON file is one default export: texts are read whole, and a named export per key made each
  // language's text chunk about half as big again (games-lobby's English 1,556 -> 1,038 B gzip).
  json: { namedExports: false },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    // A lazy screen's chunk names every chunk it needs itself (hoistTransitiveImports): the browser
    // fetches them all at once when it has parsed the screen's chunk, one round trip after it, where
    // Vite's preload fetched them beside it; its helper and table stayed out of the entry
    // (entryModulePreloads says why). Measured on slow 4G, the slots lobby opened from home had its
    // last chunk 1.0 s after the tap, 1.0-1.2 s with Vite's preload, 3.0 s with neither.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
        // A language's file of a text set under a name that says whose: texts-<set>-<language>.
        chunkFileNames: (chunk) => {
          const set = chunk.facadeModuleId ? textSetOf(chunk.facadeModuleId) : undefined;
          return set ? `assets/texts-${set}-[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
}));
