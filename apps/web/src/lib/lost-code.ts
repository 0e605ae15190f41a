/**
 * A screen whose code does not arrive (docs/decisions/web.md, "Upgrades and lost chunks"): after an
 * upgrade the chunk an open page asks for is gone (404), or the network dropped it. The page
 * reloads once by itself, which fetches the new index.html and its chunks; if the code still does
 * not arrive, the screen says so and offers a Reload instead of staying blank. The time of the
 * automatic reload is kept in sessionStorage, so a page never reloads itself in a loop. While the
 * browser is offline it does not reload (that would only show the browser's own offline page): the
 * screen waits for the connection instead (docs/decisions/offline.md, "A screen whose code did not load").
 */

/** sessionStorage key: when this tab last reloaded itself for lost code (ms since the epoch). */
export const RELOADED_AT = 'links.reloaded-for-lost-code';
/** A tab reloads itself again only this long after its last automatic reload (a later upgrade). */
export const RELOAD_AGAIN_AFTER_MS = 10 * 60_000;

/**
 * The code of a screen did not arrive, and the page already reloaded itself for it, or could not
 * because the browser was `offline`.
 */
export class LostCode extends Error {
  constructor(
    cause: unknown,
    readonly offline = false,
  ) {
    super('The code of this screen did not arrive.', { cause });
    this.name = 'LostCode';
  }
}

/** What the handler needs of the page, given in tests. */
export interface PageControls {
  /** The tab's sessionStorage, or undefined where the browser refuses it. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
  now: () => number;
  /** Whether the browser thinks it is online (`navigator.onLine`). */
  online: () => boolean;
}

function sessionStore(): PageControls['storage'] {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const thisPage = (): PageControls => ({
  storage: sessionStore(),
  reload: () => window.location.reload(),
  now: () => Date.now(),
  online: () => navigator.onLine !== false,
});

/**
 * Reloads the page unless it already reloaded itself lately; says whether it did. Without a
 * sessionStorage to remember it in, it never does (it could not tell a loop from a first time).
 */
export function reloadOnce(page: PageControls): boolean {
  const { storage } = page;
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOADED_AT) ?? Number.NaN);
    if (Number.isFinite(last) && page.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
    storage.setItem(RELOADED_AT, String(page.now()));
  } catch {
    return false;
  }
  page.reload();
  return true;
}

/**
 * Loads a chunk of the app's code. When it fails, the page reloads once (and the promise never
 * settles, so nothing else shows meanwhile); a second failure rejects with `LostCode`, which the
 * app's boundary shows as "A new version or a network problem: Reload". Offline it rejects at
 * once with an offline `LostCode`, which the boundary retries when the connection is back.
 */
export function loadCode<T>(load: () => Promise<T>, page: () => PageControls = thisPage): Promise<T> {
  return load().catch((error: unknown) => {
    const controls = page();
    if (!controls.online()) throw new LostCode(error, true);
    if (reloadOnce(controls)) return new Promise<T>(() => {});
    throw new LostCode(error);
  });
}
