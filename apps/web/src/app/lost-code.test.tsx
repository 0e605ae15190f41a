import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  LostCode,
  loadCode,
  type PageControls,
  RELOAD_AGAIN_AFTER_MS,
  RELOADED_AT,
  reloadOnce,
} from '../lib/lost-code';
import { LostCodeBoundary, LostCodeMessage } from './LostCodeBoundary';

/** A tab: its sessionStorage, its clock, whether it is online, and how often it reloaded. */
function tab(start = 1_000_000, online = true) {
  const stored = new Map<string, string>();
  let now = start;
  const page: PageControls = {
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    reload: vi.fn(),
    now: () => now,
    online: () => online,
  };
  const later = (ms: number) => {
    now += ms;
  };
  return { page, stored, later };
}

const lost = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const settles = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(r, 20, 'pending')),
  ]);

describe('code that does not arrive (docs/decisions/web.md, "Upgrades and lost chunks")', () => {
  it('reloads the page once and waits for the reload, then rejects as lost code', async () => {
    const { page, stored } = tab();
    const first = loadCode(lost, () => page);
    expect(await settles(first)).toBe('pending');
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(stored.get(RELOADED_AT)).toBe('1000000');

    // The reloaded page fails again: no second reload, the error the boundary shows.
    const second = loadCode(lost, () => page);
    await expect(second).rejects.toBeInstanceOf(LostCode);
    await expect(second).rejects.toMatchObject({ cause: expect.any(TypeError) });
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('hands the code over when it arrives, and touches nothing', async () => {
    const { page, stored } = tab();
    await expect(
      loadCode(
        () => Promise.resolve('screen'),
        () => page,
      ),
    ).resolves.toBe('screen');
    expect(page.reload).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
  });

  it('offline, rejects at once as lost offline code, without reloading (docs/decisions/offline.md)', async () => {
    const { page, stored } = tab(1_000_000, false);
    const offline = loadCode(lost, () => page);
    await expect(offline).rejects.toBeInstanceOf(LostCode);
    await expect(offline).rejects.toMatchObject({ offline: true });
    expect(page.reload).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
  });

  it('reloads by itself again only long after its last reload (a later upgrade)', () => {
    const { page, later } = tab();
    expect(reloadOnce(page)).toBe(true);
    later(RELOAD_AGAIN_AFTER_MS - 1);
    expect(reloadOnce(page)).toBe(false);
    later(1);
    expect(reloadOnce(page)).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads by itself without a sessionStorage to remember it in', () => {
    const reload = vi.fn();
    expect(reloadOnce({ storage: undefined, reload, now: () => 0, online: () => true })).toBe(false);
    const refusing: PageControls['storage'] = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnce({ storage: refusing, reload, now: () => 0, online: () => true })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reads a damaged remembered time as none', () => {
    const { page, stored } = tab();
    stored.set(RELOADED_AT, 'not a time');
    expect(reloadOnce(page)).toBe(true);
  });

  it('says "A new version or a network problem: Reload", the Reload a button', () => {
    const html = renderToStaticMarkup(<LostCodeMessage onReload={() => {}} />);
    expect(html).toContain('role="alert"');
    expect(html.replace(/<[^>]+>/g, '')).toBe('A new version or a network problem: Reload');
    expect(html).toMatch(/<button type="button"[^>]*>Reload<\/button>/);
  });

  it('shows the message for lost code only; other errors go on up', () => {
    const boundary = new LostCodeBoundary({ children: 'the app' });
    expect(boundary.render()).toBe('the app');
    boundary.state = LostCodeBoundary.getDerivedStateFromError(new LostCode(new Error('gone')));
    expect(renderToStaticMarkup(boundary.render())).toContain('A new version or a network problem');
    const bug = new Error('a bug in a screen');
    boundary.state = LostCodeBoundary.getDerivedStateFromError(bug);
    expect(() => boundary.render()).toThrow(bug);
  });
});
