import { useSyncExternalStore } from 'react';
import { SAVED_AT_HEADER } from './api-cache';

/**
 * What the app tells about its connection and its version (docs/decisions/offline.md): whether the
 * browser is offline, whether the answers on screen came from the service worker's copy rather than
 * the server, and whether a new version is waiting. One copy of this module holds it for the whole
 * app (vite.config.ts keeps it out of the chunks that copy small modules).
 */
export interface OfflineStatus {
  /** The browser's own idea of the network (`navigator.onLine`, its online and offline events). */
  online: boolean;
  /**
   * When the oldest answer read from the kept copy since the last answer from the server arrived
   * there (ms since the epoch); null while the answers come from the server.
   */
  savedAt: number | null;
  /** Starts the new version that is waiting (the page then reloads); null when none is. */
  update: (() => void) | null;
}

let status: OfflineStatus = {
  online: typeof navigator === 'undefined' || navigator.onLine !== false,
  savedAt: null,
  update: null,
};
const listeners = new Set<() => void>();

function change(next: Partial<OfflineStatus>): void {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

let watching = false;
/** Follows the browser's online and offline events, from the first subscriber on. */
function watchConnection(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  // Back online, the screens read again (the query client refetches on reconnect); until an
  // answer comes from the copy again, what they show is not taken as old.
  window.addEventListener('online', () => change({ online: true, savedAt: null }));
  window.addEventListener('offline', () => change({ online: false }));
  if (status.online !== navigator.onLine) change({ online: navigator.onLine });
}

/** For useSyncExternalStore. */
export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  watchConnection();
  return () => listeners.delete(listener);
}
export const offlineSnapshot = (): OfflineStatus => status;

/**
 * An answer of the API arrived (`api.ts`, for every call). A GET answer the service worker took from
 * its copy carries the time it was saved; any other GET answer came from the server, so what is on
 * screen is no longer only what was last seen.
 */
export function noteAnswer(method: string, response: Response): void {
  if (method.toUpperCase() !== 'GET') return;
  const header = response.headers.get(SAVED_AT_HEADER);
  const saved = header === null ? Number.NaN : Number(header);
  if (Number.isFinite(saved)) {
    if (status.savedAt === null || saved < status.savedAt) change({ savedAt: saved });
  } else if (status.savedAt !== null) {
    change({ savedAt: null });
  }
}

/** A new version is waiting; `update` starts it (`pwa/register.ts`). */
export function offerUpdate(update: () => void): void {
  change({ update });
}

/** The connection and version status, re-rendering when it changes. */
export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribeOffline, offlineSnapshot, offlineSnapshot);
}
