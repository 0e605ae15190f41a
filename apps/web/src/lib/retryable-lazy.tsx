import { type ComponentType, lazy } from 'react';

/** How to start over each lazy component whose code did not load, until `retryLostCode`. */
const failed = new Set<() => void>();

/**
 * `React.lazy` that can try again (docs/decisions/offline.md, "A screen whose code did not load"):
 * React keeps a failed lazy component failed for good, so after a failure this one makes a new
 * lazy component, which `retryLostCode` (the app's boundary) puts in its place; the next render
 * asks for the code again. One copy of this module holds the failures for the whole app
 * (vite.config.ts keeps it out of the chunks that copy small modules).
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const fresh = () =>
    lazy(() =>
      load().then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          failed.add(startOver);
          throw error;
        },
      ),
    );
  let Current = fresh();
  function startOver() {
    Current = fresh();
  }
  // A factory like React.lazy itself, called once per screen when the module loads, never in a render.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  return function Retryable(props: P) {
    return <Current {...props} />;
  };
}

/** Makes every lazy component whose code did not load ask for it again at its next render. */
export function retryLostCode(): void {
  for (const startOver of failed) startOver();
  failed.clear();
}
