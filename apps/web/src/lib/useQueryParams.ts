import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's choices kept in the URL query, so back, reload and a shared link show the same
 * thing. `set` changes some of them (an empty value removes one); changing anything but `page`
 * goes back to page 1.
 */
export function useQueryParams<Name extends string>() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((name: Name) => params.get(name) ?? '', [params]);
  const set = useCallback(
    (changes: Partial<Record<Name, string>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  /** The page in the query: a whole number from 1, else 1. */
  const page = Number(get('page' as Name));
  return { get, set, clear, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}
