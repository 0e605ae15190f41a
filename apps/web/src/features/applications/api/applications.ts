import { type BodyInput, operations, pathOf } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { answerOf, call, pathOfCall } from '../../../lib/call';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';
import { pageQuery, serverList, useMutationOf, useRead } from '../../../lib/queries';
import { applicationsKey, approvalsKey, booksKey, loansKey, payoutsKey } from '../../../lib/query-keys';

export const APPLICATIONS_PER_PAGE = 10;
export type ApplicationStatusFilter = 'Pending' | 'Approved' | 'Rejected' | 'all';
/** The queue's filters: a borrower's name, a status (`all` for every one) and the order. */
export interface ApplicationFilter {
  q: string;
  status: ApplicationStatusFilter;
  sort: string;
}
/** `GET /loan-applications?status&q&sort&page` (admin), newest first unless ordered. */
const applications = serverList({
  key: [...applicationsKey, 'list'],
  path: pathOf(operations.loanApplications),
  perPage: APPLICATIONS_PER_PAGE,
  check: answerOf(operations.loanApplications),
  wire: ({ status, ...rest }: ApplicationFilter) => ({ ...rest, status: status === 'all' ? '' : status }),
  fileName: 'loan-applications.csv',
});
export const useApplications = (filter: ApplicationFilter, page: number) =>
  applications.usePage(page, filter);

/** The whole filtered queue as a CSV file. */
export const downloadApplications = applications.download;

/** The member's own filters: a name, a status (blank for every one) and the order. */
export type MyApplicationFilter = Readonly<Record<'q' | 'status' | 'sort', string>>;
const MINE = pathOf(operations.myLoanApplications);

/**
 * `GET /loan-applications/mine?q&status&sort`: the member's applications and the requests to
 * guarantee, both filtered and ordered on the server; the last answer stays while the next loads.
 */
export const useMyApplications = (filter: MyApplicationFilter) =>
  useQuery(
    pageQuery([...applicationsKey, 'mine', filter], () =>
      requestParsed(answerOf(operations.myLoanApplications), `${MINE}?${listQuery(filter, {})}`),
    ),
  );

/** The member's own applications, as filtered, as a CSV file. */
export async function downloadMyApplications(filter: MyApplicationFilter) {
  const file = await requestFile(`${MINE}?${listQuery(filter, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'my-loan-applications.csv');
}

/** `GET /loan-applications/{id}`. */
export const useApplication = (id: number) =>
  useRead(
    [...applicationsKey, 'one', id],
    answerOf(operations.loanApplication),
    pathOfCall(operations.loanApplication, { params: { id } }),
  );

/** `GET /loans/limit/{userId}`: what a member may borrow and pledge. */
export const useBorrowingLimit = (userId: number) =>
  useRead(
    [...applicationsKey, 'limit', userId],
    answerOf(operations.borrowingLimit),
    pathOfCall(operations.borrowingLimit, { params: { userId } }),
  );

/**
 * A decision on an application refreshes the applications; one that issues a loan, the loans and the
 * books too, and the payouts, where a loan paid by M-Pesa is owed (docs/decisions/payouts.md, "Owing").
 */
const useApplicationChange = <I, O>(mutationFn: (input: I) => Promise<O>, issuesLoan = false) =>
  useMutationOf(
    mutationFn,
    issuesLoan ? [applicationsKey, loansKey, booksKey, approvalsKey, payoutsKey] : [applicationsKey],
  );

/** `POST /loan-applications`. */
export const useApply = () =>
  useApplicationChange((body: BodyInput<typeof operations.applyForLoan>) =>
    call(operations.applyForLoan, { body }),
  );

/** `PATCH /loan-applications/{id}/guarantees/{userId}`: the guarantor's answer. */
export const useAnswerGuarantee = () =>
  useApplicationChange(
    ({
      id,
      userId,
      answer,
    }: {
      id: number;
      userId: number;
      answer: BodyInput<typeof operations.answerGuarantee>;
    }) => call(operations.answerGuarantee, { params: { id, userId }, body: answer }),
  );

/** `PATCH /loan-applications/{id}`: an admin's decision; approval issues the loan. */
export const useDecideApplication = () =>
  useApplicationChange(
    ({ id, decision }: { id: number; decision: BodyInput<typeof operations.decideLoanApplication> }) =>
      call(operations.decideLoanApplication, { params: { id }, body: decision }),
    true,
  );
