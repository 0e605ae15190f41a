import { paths } from '@links/domain/plain';
import { useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { approvalsKey } from '../../../lib/query-keys';

/** The part of `GET /approvals` the badge reads, checked without the schema library (the shell's). */
const isCounted = (value: unknown): value is { pagination: { total: number } } => {
  const pagination = (value as { pagination?: { total?: unknown } } | null)?.pagination;
  return typeof pagination?.total === 'number';
};

/**
 * How many requests wait for the officials (docs/decisions/approvals.md): the sidebar's badge. One
 * row is asked for; the total is read from the paging.
 */
export const usePendingApprovalCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...approvalsKey, 'pending-count'],
    queryFn: async () =>
      (await requestParsed(isCounted, `${paths.approvals}?status=pending&per_page=1`)).pagination.total,
    enabled,
  });
