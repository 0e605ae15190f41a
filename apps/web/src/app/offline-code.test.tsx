// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCode, type PageControls } from '../lib/lost-code';
import { retryableLazy } from '../lib/retryable-lazy';
import { LostCodeBoundary } from './LostCodeBoundary';

/**
 * A screen whose code does not load offline (docs/decisions/offline.md, "A screen whose code did
 * not load"): it says so, and loads when the browser is back online or on Retry. The browser's
 * own journey is e2e/tests/offline.e2e.ts.
 */

const MESSAGE = 'This screen could not load. It will load when you are back online.';

/** Waits for the message, and for its effects (the online listener) to have run. */
async function messageShown() {
  const alert = await screen.findByRole('alert');
  await act(async () => {});
  return alert;
}

const Screen: ComponentType = () => <h1>My Savings</h1>;

/** A tab that is offline until `connect`, and code that does not arrive until then either. */
function offlineTab() {
  let online = false;
  const page: PageControls = {
    storage: undefined,
    reload: vi.fn(),
    now: () => 0,
    online: () => online,
  };
  const load = vi.fn(() =>
    online
      ? Promise.resolve(Screen)
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  const Lazy = retryableLazy(() => loadCode(load, () => page));
  render(
    <LostCodeBoundary>
      <Suspense fallback={<p>Loading...</p>}>
        <Lazy />
      </Suspense>
    </LostCodeBoundary>,
  );
  const connect = () => {
    online = true;
  };
  return { page, load, connect };
}

describe('a screen whose code does not load offline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says it will load when back online, and loads on the online event', async () => {
    // React reports the error the boundary caught; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { page, load, connect } = offlineTab();
    expect((await messageShown()).textContent).toBe(`${MESSAGE}Retry`);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(page.reload).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);

    connect();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'My Savings' })).toBeTruthy();
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('tries again on Retry: still offline, the message stays; connected, the screen loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, connect } = offlineTab();
    await messageShown();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await messageShown();
    expect(load).toHaveBeenCalledTimes(2);

    connect();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'My Savings' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('stops listening for the connection once the screen has loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, connect } = offlineTab();
    await messageShown();
    connect();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByRole('heading', { name: 'My Savings' });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
