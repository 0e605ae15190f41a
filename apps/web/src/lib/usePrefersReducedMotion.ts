import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * One media query list for the page, read on every render: its `matches` follows the setting. A
 * new list per render showed in the member dashboard's profile, whose summary cards render ten
 * times a second while their figures flicker.
 */
let media: MediaQueryList | undefined;
const reducedMotion = () => (media ??= window.matchMedia(QUERY));

function subscribe(onChange: () => void) {
  const list = reducedMotion();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => reducedMotion().matches;

/** Whether the visitor asked their system for less motion; follows the setting as it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
