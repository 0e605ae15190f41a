import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setLanguage } from '../../i18n';

/**
 * The English words, fetched as the app fetches them before its first screen (docs/decisions/
 * languages.md, "Loading on demand"): before the test file is even read, as some build their rules
 * while being read.
 */
await setLanguage('en');

/**
 * After every test of the web project: the rendered screen is taken down and the globals a test
 * stubbed (`stubApi`'s fetch, …) are restored, so no test sees another's (docs/testing.md,
 * "Component tests and browser tests").
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
