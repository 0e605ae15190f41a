import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_CACHE, KEPT_API_ANSWERS } from './src/lib/api-cache';
import { keepAnswers } from './src/pwa/sw-plugins';

const EARLY = fileURLToPath(new URL('src/early.ts', import.meta.url));

/**
 * A second entry script, src/early.ts, put before the app's own in index.html. It starts fetching
 * the chunks of the screen at the page's address and imports neither React nor the router, so it
 * runs as soon as its few bytes arrive: those requests go out while React (the first load) is still
 * arriving, not after it has arrived and run. Vite makes one entry of all the module scripts of an
 * HTML page, hence the entry of its own here.
 */
function earlyEntry(): Plugin {
  return {
    name: 'links:early-entry',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        let src = '/src/early.ts';
        if (bundle) {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === EARLY,
          );
          if (!chunk) throw new Error('The build has no chunk for src/early.ts');
          src = `/${chunk.fileName}`;
        }
        const tag = `<script type="module" crossorigin src="${src}"></script>`;
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('index.html has no module script to put src/early.ts before');
        return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
      },
    },
  };
}

/** The brand colour (styles.css, --color-brand-700) and the page's (bg-slate-50). */
const THEME_COLOR = '#0f766e';
const BACKGROUND_COLOR = '#f8fafc';

/**
 * The web app manifest and the service worker (docs/decisions/offline.md). The worker keeps the
 * code of every screen (all of dist but the source maps), answers any address of the app with
 * index.html, and keeps the API's GET answers for reading offline; a new version waits until the
 * page's "Update available" starts it (`registerType: 'prompt'`, registered by src/pwa/register.ts).
 */
function offline() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // The icons are among the files the worker keeps (globPatterns), once each.
    includeManifestIcons: false,
    manifest: {
      name: 'Links',
      short_name: 'Links',
      description: "The group's savings, loans and statements.",
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      cleanupOutdatedCaches: true,
      navigateFallback: 'index.html',
      // Not the API, nor a path that names a file (the server's `namesAFile`): those go to the network.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/assets(\/|$)/, /\/[^/]*\.[A-Za-z0-9]+$/],
      runtimeCaching: [
        {
          urlPattern: KEPT_API_ANSWERS,
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: API_CACHE,
            networkTimeoutSeconds: 4,
            // The refresh token's life: older answers belong to a sign-in that has ended.
            expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 },
            plugins: [keepAnswers],
          },
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyEntry(), offline()],
  // Read @links/domain from its TypeScript source, without a separate build step.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the app supports preloads modules itself: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), early: EARLY },
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Shared pieces under 16 KB are copied into the screens that use them instead of each
          // being a file of its own: /member fetched 45 files beyond the first load, now 12, which
          // a phone on a slow network feels more than the few KB copied. Never copied: libraries,
          // and modules that hold state or a class checked with instanceof (one copy each).
          experimentalInlineCommonChunks: {
            maxSize: 16 * 1024,
            exclude: [
              /node_modules/,
              /apps[\\/]web[\\/]src[\\/]lib[\\/](api|session|useSession|offline|retryable-lazy)\.tsx?$/,
              /apps[\\/]web[\\/]src[\\/]app[\\/]Providers\.tsx$/,
              // One copy of the screens table, shared by both entry scripts (src/early.ts).
              /apps[\\/]web[\\/]src[\\/]app[\\/]screens\.ts$/,
              /packages[\\/]domain[\\/]src[\\/]payments[\\/]csv-table\.ts$/,
            ],
          },
        },
      },
    },
  },
});
