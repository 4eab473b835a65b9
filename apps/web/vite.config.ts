import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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
 * Service worker `/sw.js` (Workbox) and web app manifest: the app shell is precached so a page opened
 * once keeps working offline (the hall reporter's queue relies on it). Registration and updates are in
 * src/lib/service-worker.ts.
 */
function pwa() {
  return VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    // Registered by src/lib/service-worker.ts (update check, reload policy).
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['favicon.ico', 'apple-touch-icon-180x180.png'],
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
      // The app shell only; the 267 flag SVGs are fetched (and then cached) when a page shows them.
      globPatterns: ['**/*.{js,css,html,webmanifest}', '*.png'],
      globIgnores: ['**/*.svg', '**/*.map'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      cleanupOutdatedCaches: true,
      // A new version takes over at once; the page then reloads on its next navigation.
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
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
          // Public competition data: always from the network, the last answer when there is none.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            /^\/api\/v1\/(web\/enums|competition\/(static|live|referees|competition-match\/\d+))$/.test(url.pathname),
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

export default defineConfig(({ command }) => ({
  plugins: [react(), pwa()],
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
    sourcemap: true,
  },
}));
