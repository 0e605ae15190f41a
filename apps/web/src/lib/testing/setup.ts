import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * After every test of the web project: the rendered screen is taken down and the globals a test
 * stubbed (`stubApi`'s fetch, …) are restored, so no test sees another's (docs/testing.md,
 * "Component tests and browser tests").
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
