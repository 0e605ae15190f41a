import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
              /apps[\\/]web[\\/]src[\\/]lib[\\/](api|session|useSession)\.ts$/,
              /apps[\\/]web[\\/]src[\\/]app[\\/]Providers\.tsx$/,
              /packages[\\/]domain[\\/]src[\\/]payments[\\/]csv-table\.ts$/,
            ],
          },
        },
      },
    },
  },
});
