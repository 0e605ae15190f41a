import type { ReactNode } from 'react';

/**
 * A plain stand-in for components/ui/Modal in component tests: Headless UI's dialog does not load
 * under the `source` condition the web project reads the domain by (its @react-aria source is
 * TypeScript in node_modules). A test file takes it with
 * `vi.mock('<path>/components/ui/Modal', () => import('<path>/lib/testing/plain-modal'))`.
 */
export function Modal({ open, title, children }: { open: boolean; title: string; children: ReactNode }) {
  return open ? (
    <div role="dialog" aria-label={title}>
      {children}
    </div>
  ) : null;
}
