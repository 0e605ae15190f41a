import { auditAnswer } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { queryString } from '../../books';

/** Every audit query starts with this key, so a change can refresh the History panels. */
export const auditKey = ['audit'] as const;

export interface AuditFilter {
  page: number;
  perPage: number;
  userId?: string | undefined;
  memberId?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * `GET /audit` (admin, every filter) or `GET /audit/mine` (anyone: the records about or by the
 * caller; the server ignores who and about whom there).
 */
export const getAudit = (filter: AuditFilter, mine: boolean) =>
  requestParsed(
    auditAnswer,
    `/audit${mine ? '/mine' : ''}${queryString({
      page: filter.page,
      per_page: filter.perPage,
      ...(mine ? {} : { user_id: filter.userId, member_id: filter.memberId }),
      entity: filter.entity,
      entity_id: filter.entityId,
      action: filter.action,
      from: filter.from,
      to: filter.to,
    })}`,
  );

export const auditQuery = (filter: AuditFilter, mine: boolean) =>
  queryOptions({
    queryKey: [...auditKey, mine ? 'mine' : 'all', filter],
    queryFn: () => getAudit(filter, mine),
    placeholderData: keepPreviousData,
  });

export const useAudit = (filter: AuditFilter, mine = false) => useQuery(auditQuery(filter, mine));
