import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedInScreens } from './screens';
import { matchesRoute } from './start';

describe('matchesRoute', () => {
  const patterns = Object.keys(signedInScreens);
  const addresses = [
    '/',
    '/member',
    '/member/',
    '/MEMBER',
    '/members',
    '/saving-details/12',
    '/saving-details/',
    '/saving-details/12/more',
    '/loans/7',
    '/loan-applications',
    '/loan-applications/3',
    '/statement',
    '/statement/5',
    '/reconciliation/2',
    '/nowhere',
    '/mermber-short-loan',
  ];

  it("matches the signed-in screens' addresses as the router does", () => {
    for (const pathname of addresses)
      for (const pattern of patterns)
        expect([pattern, pathname, matchesRoute(pattern, pathname)]).toEqual([
          pattern,
          pathname,
          matchPath(pattern, pathname) !== null,
        ]);
  });
});
