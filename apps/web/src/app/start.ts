import { matchPath } from 'react-router';
import { loadProviders } from './App';
import { layout, login, setup, signedInScreens } from './screens';

/**
 * Starts fetching, in parallel, every chunk the screen at `pathname` needs (the providers, the
 * layout and the screen), so the first paint waits for one round of requests, not a chain.
 */
export function startLoading(pathname: string): void {
  const ignore = () => {};
  loadProviders().catch(ignore);
  if (pathname === '/login') return void login.load().catch(ignore);
  if (pathname === '/setup') return void setup.load().catch(ignore);
  layout.load().catch(ignore);
  const path = Object.keys(signedInScreens).find((pattern) => matchPath(pattern, pathname));
  if (path) signedInScreens[path]?.load().catch(ignore);
}
