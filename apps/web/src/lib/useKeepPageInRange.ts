import { useEffect } from 'react';

/**
 * Keeps a server-paged list on a real page: when the list shrinks under the page on screen (a
 * transaction decided elsewhere leaves the pending list), it steps back to the last page.
 */
export function useKeepPageInRange(page: number, pages: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (pages !== undefined && page > Math.max(1, pages)) setPage(Math.max(1, pages));
  }, [page, pages, setPage]);
}
