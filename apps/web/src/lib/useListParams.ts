import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, messageOf } from './api';
import { useKeepPageInRange } from './useKeepPageInRange';
import { useQueryParams } from './useQueryParams';

/**
 * A server list's filters and page in the URL, so back, reload and a shared link show the same
 * list: `values` has each named filter ('' when unset); changing a filter goes back to page 1.
 */
export function useListParams<const Names extends readonly string[]>(names: Names) {
  const params = useQueryParams<Names[number] | 'page'>();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name)])) as Record<
    Names[number],
    string
  >;
  const setPage = (page: number) => params.set({ page: page > 1 ? String(page) : '' } as never);
  return { values, page: params.page, setPage, change: params.set, clear: params.clear };
}

/** A filter the server refuses (a 4xx) is named by its message; any other failure by the screen's. */
export const listFailure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? messageOf(error, fallback)
    : fallback;

/**
 * A server list's screen: its filters and page in the URL (`useListParams`), the page's `query`
 * (`usePage`), and a step back to the last page when the list shrinks under the one on screen.
 */
export function useListPage<
  const Names extends readonly string[],
  Data extends { pagination?: { pages: number } | null },
>(names: Names, usePage: (page: number, filter: Record<Names[number], string>) => UseQueryResult<Data>) {
  const list = useListParams(names);
  const query = usePage(list.page, list.values);
  useKeepPageInRange(list.page, query.data?.pagination?.pages, list.setPage);
  return { ...list, query };
}
