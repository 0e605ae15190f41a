import { paths } from '@links/domain/plain';
import { useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { disputesKey } from '../../../lib/query-keys';

/** The part of `GET /disputes` the badge reads, checked without the schema library (the shell's). */
const isCounted = (value: unknown): value is { pagination: { total: number } } => {
  const pagination = (value as { pagination?: { total?: unknown } } | null)?.pagination;
  return typeof pagination?.total === 'number';
};

/**
 * How many disputes wait for an answer (docs/decisions/disputes.md, "The list"): the sidebar's
 * badge. One row is asked for; the total is read from the paging.
 */
export const useOpenDisputeCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...disputesKey, 'open-count'],
    queryFn: async () =>
      (await requestParsed(isCounted, `${paths.disputes}?status=Open&per_page=1`)).pagination.total,
    enabled,
  });
