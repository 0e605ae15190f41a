import { operations, pathOf } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { answerOf } from '../../../lib/call';
import { saveFile } from '../../../lib/download';
import { pageQuery } from '../../../lib/queries';
import { auditKey } from '../../../lib/query-keys';

export interface AuditFilter {
  page: number;
  perPage: number;
  /** A person's name, or an action's or a record kind's name. */
  q?: string | undefined;
  /** `at` for oldest first; newest first when absent. */
  sort?: string | undefined;
  userId?: string | undefined;
  memberId?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const filtersOf = (filter: Omit<AuditFilter, 'page' | 'perPage'>, mine: boolean) => ({
  q: filter.q,
  ...(mine ? {} : { user_id: filter.userId, member_id: filter.memberId }),
  entity: filter.entity,
  entity_id: filter.entityId,
  action: filter.action,
  from: filter.from,
  to: filter.to,
  sort: filter.sort,
});

/**
 * `GET /audit` (admin, every filter) or `GET /audit/mine` (anyone: the records about or by the
 * caller; the server ignores who and about whom there).
 */
export const getAudit = ({ page, perPage, ...filter }: AuditFilter, mine: boolean) => {
  const op = mine ? operations.myAudit : operations.audit;
  return requestParsed(
    answerOf(op),
    pathOf(op, undefined, { page, per_page: perPage, ...filtersOf(filter, mine) }),
  );
};

/** The whole filtered trail as a CSV file (`format=csv`). */
export async function downloadAudit(filter: Omit<AuditFilter, 'page' | 'perPage'>, mine = false) {
  const op = mine ? operations.myAudit : operations.audit;
  const file = await requestFile(pathOf(op, undefined, { format: 'csv', ...filtersOf(filter, mine) }));
  saveFile(file.blob, file.fileName ?? 'audit.csv');
}

export const auditQuery = (filter: AuditFilter, mine: boolean) =>
  pageQuery([...auditKey, mine ? 'mine' : 'all', filter], () => getAudit(filter, mine));

export const useAudit = (filter: AuditFilter, mine = false) => useQuery(auditQuery(filter, mine));
