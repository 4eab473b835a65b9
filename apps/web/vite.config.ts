import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const require = createRequire(import.meta.url);

const apiPort = process.env.API_PORT ?? '3000';
const apiTarget = `http://localhost:${apiPort}`;

/**
 * react-router's package exports only point at its development build (extra checks and warnings);
 * production bundles use the production build it ships beside it.
 */
function reactRouterProductionAliases() {
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

/**
 * Mantine's ScrollArea, under every table (`Table.ScrollContainer`, also with `type="native"`), takes
 * one hook from `@floating-ui/react`, and bundles keep a module whole: the first visit to /results
 * would load all of floating-ui for it (measured: 14.0 KB brotli of that visit's 208 KB). It gets the
 * equivalent hook of @mantine/hooks instead (src/lib/merge-refs.ts). Checked on every build: should an
 * upgrade of Mantine import anything else from floating-ui there, the build stops and says so, rather
 * than run a partial copy. The other Mantine internals are bundled as they are.
 */
function scrollAreaMergeRefs(): Plugin {
  const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  const target = fileURLToPath(new URL('./src/lib/merge-refs.ts', import.meta.url));
  return {
    name: 'scroll-area-merge-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && scrollArea.test(importer) ? target : null;
    },
    transform(code, id) {
      if (!scrollArea.test(id)) return null;
      const imports = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@floating-ui\/react["']/g)];
      const names = imports.flatMap((found) => found[1].split(',').map((name) => name.trim())).filter(Boolean);
      if (names.length !== 1 || names[0] !== 'useMergeRefs') {
        this.error(
          `Mantine's ScrollArea now imports ${names.join(', ') || 'nothing'} from @floating-ui/react: remove scrollAreaMergeRefs (vite.config.ts)`,
        );
      }
      return null;
    },
  };
}

/**
 * The 3:2 flags of country-flag-icons as `/assets/flags/XX.svg`: a flag is fetched when a page shows
 * it, and the bundle needs no table of 267 hashed file names to find it.
 */
function countryFlags(): Plugin {
  const dir = join(dirname(require.resolve('country-flag-icons/package.json')), '3x2');
  return {
    name: 'country-flags',
    configureServer(server) {
      server.middlewares.use('/assets/flags', (req, res, next) => {
        const file = /^\/([A-Z]{2}(?:-[A-Z0-9]+)?\.svg)$/.exec(req.url ?? '')?.[1];
        if (!file) return next();
        readFile(join(dir, file)).then(
          (svg) => {
            res.setHeader('Content-Type', 'image/svg+xml');
            res.end(svg);
          },
          () => next(),
        );
      });
    },
    async generateBundle() {
      for (const file of await readdir(dir)) {
        if (!file.endsWith('.svg')) continue;
        this.emitFile({ type: 'asset', fileName: `assets/flags/${file}`, source: await readFile(join(dir, file)) });
      }
    },
  };
}

/** The files `index.html` loads at once (entry, its preloads, styles): the app shell. */
async function shellFiles(outDir: string): Promise<Set<string>> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((found) => found[1]);
  if (files.length === 0) throw new Error('index.html references no script or style: the precache would be empty');
  return new Set(files);
}

/** Cache of the page and language files a page has loaded; the same name in src/lib/service-worker.ts. */
const APP_FILES_CACHE = 'app-files';

/**
 * Service worker `/sw.js` (Workbox) and web app manifest. Only the app shell is precached: a spectator's
 * first visit downloads nothing it did not need already. Page and language files are kept as they load
 * (`app-files`); a reporter's pages put everything they loaded there at once (src/lib/service-worker.ts),
 * so the reporter screens reload without network. Registration and updates are in src/lib/service-worker.ts.
 */
function pwa() {
  return VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    // Registered by src/lib/service-worker.ts (update check, reload policy).
    injectRegister: false,
    registerType: 'autoUpdate',
    // The browser fetches the icons itself when the app is installed.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Prague Handball Cup',
      short_name: 'Handball Cup',
      description: 'Prague Handball Cup – výsledky, týmy a registrace / results, teams and registration',
      lang: 'cs',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#fd0085',
      background_color: '#ffffff',
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The plugin adds the web app manifest itself.
      globPatterns: ['index.html', 'assets/*.{js,css}'],
      globIgnores: ['**/*.map'],
      // The shell only: the pages' own files (the translations editor alone is 120 KB) load when opened.
      manifestTransforms: [
        async (entries) => {
          const shell = await shellFiles(fileURLToPath(new URL('./dist/', import.meta.url)));
          const keep = (url: string) => url === 'index.html' || shell.has(url);
          return { manifest: entries.filter((entry) => keep(entry.url)), warnings: [] };
        },
      ],
      // Push notices of followed teams: shown with the app's icon, a tap opens the match (public/push-sw.js).
      importScripts: ['/push-sw.js'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      cleanupOutdatedCaches: true,
      // A new version takes over at once; the page then reloads on its next navigation.
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          // Hashed file names: a file never changes, the cache never needs the network for it.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: APP_FILES_CACHE,
            expiration: { maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.svg'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'flags',
            expiration: { maxEntries: 300, maxAgeSeconds: 365 * 24 * 60 * 60 },
          },
        },
        {
          // Public competition data and the texts' overrides: always from the network, the last answer when there is none.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            /^\/api\/v1\/(web\/(enums|translations)|competition\/(static|live|referees|competition-match\/\d+))$/.test(
              url.pathname,
            ),
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: 'competition-data',
            networkTimeoutSeconds: 10,
            expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Every text file of the build also as `.br` and `.gz` beside it, compressed once here at the
 * highest levels, so the server sends them by the request's Accept-Encoding without compressing on
 * each request (apps/server/src/plugins/web.ts). Runs last, after the service worker is written.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const root = fileURLToPath(new URL(`./${outDir}/`, import.meta.url));
        const files = (await readdir(root, { recursive: true })).filter((file) => compressible.test(file));
        for (const file of files) {
          const source = await readFile(join(root, file));
          const variants = await Promise.all([
            brotli(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          for (const [suffix, body] of [
            ['br', variants[0]],
            ['gz', variants[1]],
          ] as const) {
            // A file too small to gain is sent as it is.
            if (body.length < source.length) await writeFile(join(root, `${file}.${suffix}`), body);
          }
        }
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  // precompress stays last: it compresses what the others wrote.
  plugins: [react(), scrollAreaMergeRefs(), countryFlags(), pwa(), precompress()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      ...(command === 'build' ? reactRouterProductionAliases() : []),
    ],
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Nothing reads source maps in production (no error reporting service); they were half of what
    // the build compressed, and carried the dependencies' sources to every visitor who asked.
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs: one file compresses better than the forty small ones the
              // automatic splitting makes of it.
              name: 'shell',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
