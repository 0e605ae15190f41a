import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL } from './admin-scene.js';
import { DESKTOP, failureReport, PHONE } from './browser.js';
import type { RunningServer } from './server.js';
import { failApiCall, signedInPage } from './session.js';

/** What a test needs to open pages: the running server and the browser. */
export interface PageScene {
  server: RunningServer;
  browser: Browser;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** The page's errors so far (see `openPage`). */
  problems: string[];
  /** The last API answers (see `openPage`). */
  calls: string[];
}

export type PageBody = (opened: OpenedPage) => Promise<void>;

/**
 * Starts a scene before the file's tests (then `prepare` seeds it) and closes it after them.
 * The object returned is filled in once the scene has started: read it inside tests and hooks.
 */
export function useScene<S extends { close(): Promise<void> }>(
  start: () => Promise<S>,
  prepare?: (scene: S) => Promise<void>,
  timeout?: number,
): S {
  const scene = {} as S;
  beforeAll(async () => {
    Object.assign(scene, await start());
    await prepare?.(scene);
  }, timeout);
  afterAll(() => (scene as Partial<S>).close?.());
  return scene;
}

/** Signs `email` in on a fresh page, runs `body`, checks the page had no problems and closes it. */
export async function withSignedInPage(
  scene: PageScene,
  email: string,
  body: PageBody,
  viewport = DESKTOP,
): Promise<void> {
  const opened = await signedInPage(scene.browser, scene.server.url, email, viewport);
  try {
    await body(opened).catch(async (error: unknown) => {
      if (error instanceof Error) error.message += `\n  ${await failureReport(opened.page, opened.calls)}`;
      throw error;
    });
    expect(opened.problems).toEqual([]);
  } finally {
    await opened.context.close();
  }
}

/**
 * A test that runs its body on a page signed in as `email` (see `withSignedInPage`); a function
 * gives an email known only once the scene is seeded. `.onPhone` runs it at phone size.
 */
export function signedInTest(scene: PageScene, email: string | (() => string) = ADMIN_EMAIL) {
  const run = (body: PageBody, viewport: typeof DESKTOP) => () =>
    withSignedInPage(scene, typeof email === 'string' ? email : email(), body, viewport);
  return Object.assign(
    (name: string, body: PageBody, viewport = DESKTOP, timeout?: number) =>
      it(name, run(body, viewport), timeout),
    { onPhone: (name: string, body: PageBody) => it(name, run(body, PHONE)) },
  );
}

/** A screen that cannot load its data: the API paths that fail, where to go, and what it says. */
export interface LoadFailure {
  /** What fails, as the test's name says it. */
  name: string;
  failing: string[];
  /** Opens the screen on the page. */
  open: (page: Page) => Promise<unknown>;
  /** Each message the screen shows, in turn; a function runs between messages (e.g. a tab's click). */
  says: (string | ((page: Page) => Promise<void>))[];
}

/** One test for each screen that cannot load: its API paths fail with a 500 and it says so. */
export function loadFailureTests(scene: PageScene, failures: LoadFailure[], email = ADMIN_EMAIL) {
  for (const failure of failures) {
    signedInTest(scene, email)(failure.name, async ({ page }) => {
      for (const path of failure.failing) await failApiCall(page, path);
      await failure.open(page);
      for (const step of failure.says) {
        if (typeof step === 'function') await step(page);
        else await page.getByRole('alert').getByText(step, { exact: true }).waitFor();
      }
    });
  }
}
