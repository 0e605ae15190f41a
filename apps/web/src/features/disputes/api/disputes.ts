import { type BodyInput, operations, pathOf } from '@links/domain';
import { answerOf, call } from '../../../lib/call';
import { serverList, useMutationOf } from '../../../lib/queries';
import { auditKey, disputesKey, statementsKey } from '../../../lib/query-keys';

/** What opening or answering a dispute changes: the lists, the count, the statements' marks, the trail. */
const changed = [disputesKey, statementsKey, auditKey] as const;

/** `GET /disputes?status&q&page`: officials and the auditor every member's, oldest first. */
const disputes = serverList({
  key: disputesKey,
  path: pathOf(operations.disputes),
  check: answerOf(operations.disputes),
  filters: ['status', 'q'],
  fileName: 'disputes.csv',
});

export const useDisputes = (page: number, filter: { status: string; q: string }) =>
  disputes.usePage(page, filter);
export const downloadDisputes = disputes.download;

/** `POST /disputes {journal_entry_id | transaction_id, reason}`: the member's own line. */
export const useCreateDispute = () =>
  useMutationOf(
    (body: BodyInput<typeof operations.createDispute>) => call(operations.createDispute, { body }),
    changed,
  );

/** `PATCH /disputes/{id} {status, answer}` (writing officials); a refusal means the list was out of date. */
export const useAnswerDispute = () =>
  useMutationOf(
    ({ id, body }: { id: number; body: BodyInput<typeof operations.answerDispute> }) =>
      call(operations.answerDispute, { params: { disputeId: id }, body }),
    changed,
    'settled',
  );
