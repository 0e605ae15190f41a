import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The query as the address bar has it now. The router renders a navigation later, in a
 * transition, so the query of the last render can be one change behind: two changes made before
 * that render (a search sent on Enter, then a picker) must build on each other, not on the
 * render's copy, or the second undoes the first.
 */
const currentQuery = () => new URLSearchParams(window.location.search);

/**
 * A screen's choices kept in the URL query, so back, reload and a shared link show the same
 * thing. `set` changes some of them (an empty value removes one); changing anything but `page`
 * goes back to page 1.
 */
export function useQueryParams<Name extends string>() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((name: Name) => params.get(name) ?? '', [params]);
  const set = useCallback(
    (changes: Partial<Record<Name, string>>) => {
      const now = currentQuery();
      const next = new URLSearchParams(now);
      for (const [name, value] of Object.entries(changes) as [string, string | undefined][]) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      if (!('page' in changes)) next.delete('page');
      if (next.toString() !== now.toString()) setParams(next);
    },
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  /** The page in the query: a whole number from 1, else 1. */
  const page = Number(get('page' as Name));
  return { get, set, clear, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}
