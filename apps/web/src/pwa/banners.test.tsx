// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The two banners of docs/decisions/offline.md: "Update available" while a new version waits, and
 * "Offline — showing what was last seen" while the browser is offline or the answers on screen
 * came from the service worker's copy. Each test starts with the status as a fresh page has it.
 */

let offline: typeof import('../lib/offline');
let UpdateBanner: typeof import('./UpdateBanner').UpdateBanner;
let banner: typeof import('./OfflineBanner');

beforeEach(async () => {
  vi.resetModules();
  // Fresh modules, fresh words: fetched as the app fetches them before its first screen.
  await (await import('../i18n')).setLanguage('en');
  offline = await import('../lib/offline');
  ({ UpdateBanner } = await import('./UpdateBanner'));
  banner = await import('./OfflineBanner');
});

/** An answer of the API: from the server, or from the worker's copy saved at `savedAt`. */
const answer = (savedAt?: number) =>
  Response.json({}, { headers: savedAt === undefined ? {} : { 'x-links-saved-at': String(savedAt) } });

const goes = (type: 'online' | 'offline') =>
  act(() => {
    window.dispatchEvent(new Event(type));
  });

describe('the update banner', () => {
  it('shows nothing until a new version waits, then "Update available" with a Reload', () => {
    render(<UpdateBanner />);
    expect(screen.queryByText('Update available')).toBeNull();

    const update = vi.fn();
    act(() => offline.offerUpdate(update));
    expect(screen.getByTestId('update-banner').textContent).toBe('Update availableReload');
    const reload = screen.getByRole('button', { name: 'Reload' });
    fireEvent.click(reload);
    fireEvent.click(reload);
    expect(update).toHaveBeenCalledTimes(1);
    expect((reload as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the offline banner', () => {
  it('shows while the browser is offline, and goes when it is back online', async () => {
    render(<banner.OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    await goes('offline');
    expect(screen.getByRole('status').textContent).toBe('Offline — showing what was last seen');
    await goes('online');
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('shows when an answer came from the copy, with its time, until one comes from the server', () => {
    render(<banner.OfflineBanner />);
    const saved = new Date();
    saved.setHours(9, 5);
    const later = new Date(saved);
    later.setHours(10, 30);
    act(() => offline.noteAnswer('GET', answer(later.getTime())));
    act(() => offline.noteAnswer('GET', answer(saved.getTime())));
    // The oldest answer on screen is the one told.
    expect(screen.getByTestId('offline-banner').textContent).toBe(
      'Offline — showing what was last seen at 09:05',
    );
    act(() => offline.noteAnswer('GET', answer(later.getTime())));
    expect(screen.getByTestId('offline-banner').textContent).toMatch(/at 09:05$/);

    // A change sent to the server says nothing about what is on screen; a read from it does.
    act(() => offline.noteAnswer('POST', answer()));
    expect(screen.queryByTestId('offline-banner')).not.toBeNull();
    act(() => offline.noteAnswer('GET', answer()));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('goes when the browser is back online, even before the screens have read again', async () => {
    render(<banner.OfflineBanner />);
    await goes('offline');
    act(() => offline.noteAnswer('GET', answer(Date.now())));
    expect(screen.getByTestId('offline-banner').textContent).toMatch(/ at \d\d:\d\d$/);
    await goes('online');
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('tells the day of an answer saved before today', () => {
    const now = new Date(2026, 2, 14, 12, 0).getTime();
    expect(banner.savedWhen(new Date(2026, 2, 14, 8, 7).getTime(), now)).toBe('at 08:07');
    expect(banner.savedWhen(new Date(2026, 2, 3, 14, 32).getTime(), now)).toBe('on 3 Mar at 14:32');
  });
});
