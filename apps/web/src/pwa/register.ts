/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from '../lib/offline';

/** How often an open page asks whether a new version was published (a tab left open for days). */
export const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (docs/decisions/offline.md, "The service worker"). Imported by
 * main.tsx once the page has loaded, as a chunk of its own: none of it is in the first load. A
 * new version installs beside the one running and waits: the page offers "Update available" and
 * starts it only when asked (the worker then takes over and the page reloads), so a form being
 * filled in is never reloaded away.
 */
export function startServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => void update()),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    // Without a worker the app works as before, online only.
    onRegisterError: () => undefined,
  });
}
