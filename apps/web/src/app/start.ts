import { layout, loadProviders, login, setup, signedInScreens } from './screens';

/**
 * Whether `pathname` is an address of the route `pattern` ('/loans/:id'), as the router matches
 * it: segment by segment, any letter case, a `:name` segment standing for any one segment. Written
 * out rather than taken from the router so that this file needs none of its code (see below).
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  return (
    wanted.length === given.length &&
    wanted.every((part, at) => part.startsWith(':') || part.toLowerCase() === given[at]?.toLowerCase())
  );
}

/**
 * Starts fetching, in parallel, every chunk the screen at `pathname` needs (the providers, the
 * layout and the screen), so the first paint waits for one round of requests, not a chain.
 *
 * `early.ts` calls it from an entry script of its own, which imports neither React nor the router:
 * it runs as soon as its few bytes arrive, so these requests go out while React and the router are
 * still arriving, not after they have arrived and run.
 */
export function startLoading(pathname: string): void {
  const ignore = () => {};
  loadProviders().catch(ignore);
  if (pathname === '/login') return void login.load().catch(ignore);
  if (pathname === '/setup') return void setup.load().catch(ignore);
  layout.load().catch(ignore);
  const path = Object.keys(signedInScreens).find((pattern) => matchesRoute(pattern, pathname));
  if (path) signedInScreens[path]?.load().catch(ignore);
}
