import { useQueryParams } from '../../../lib/useQueryParams';

type Param = 'q' | 'user_id' | 'entity' | 'entity_id' | 'action' | 'from' | 'to' | 'sort' | 'page';

/** The audit screen's filters and page live in the URL; changing a filter goes back to page 1. */
export function useAuditParams() {
  const { get, set, clear, page } = useQueryParams<Param>();
  return {
    q: get('q'),
    sort: get('sort'),
    userId: get('user_id'),
    entity: get('entity'),
    entityId: get('entity_id'),
    action: get('action'),
    from: get('from'),
    to: get('to'),
    page,
    set,
    clear,
  };
}

export type AuditParams = ReturnType<typeof useAuditParams>;
