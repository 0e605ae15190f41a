import {
  type ApplicationDecisionRequest,
  applicationCreated,
  applicationDecided,
  applicationsPage,
  applicationView,
  borrowingAnswer,
  type GuaranteeDecisionRequest,
  type LoanApplicationRequest,
  myApplications,
  orApprovalPending,
} from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';
import { pageQuery, serverList, useMutationOf, useRead } from '../../../lib/queries';
import { applicationsKey, approvalsKey, booksKey, loansKey } from '../../../lib/query-keys';

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
  path: '/loan-applications',
  perPage: APPLICATIONS_PER_PAGE,
  check: applicationsPage,
  wire: ({ status, ...rest }: ApplicationFilter) => ({ ...rest, status: status === 'all' ? '' : status }),
  fileName: 'loan-applications.csv',
});
export const useApplications = (filter: ApplicationFilter, page: number) =>
  applications.usePage(page, filter);

/** The whole filtered queue as a CSV file. */
export const downloadApplications = applications.download;

/** The member's own filters: a name, a status (blank for every one) and the order. */
export type MyApplicationFilter = Readonly<Record<'q' | 'status' | 'sort', string>>;
const MINE = '/loan-applications/mine';

/**
 * `GET /loan-applications/mine?q&status&sort`: the member's applications and the requests to
 * guarantee, both filtered and ordered on the server; the last answer stays while the next loads.
 */
export const useMyApplications = (filter: MyApplicationFilter) =>
  useQuery(
    pageQuery([...applicationsKey, 'mine', filter], () =>
      requestParsed(myApplications, `${MINE}?${listQuery(filter, {})}`),
    ),
  );

/** The member's own applications, as filtered, as a CSV file. */
export async function downloadMyApplications(filter: MyApplicationFilter) {
  const file = await requestFile(`${MINE}?${listQuery(filter, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'my-loan-applications.csv');
}

/** `GET /loan-applications/{id}`. */
export const useApplication = (id: number) =>
  useRead([...applicationsKey, 'one', id], applicationView, `/loan-applications/${id}`);

/** `GET /loans/limit/{userId}`: what a member may borrow and pledge. */
export const useBorrowingLimit = (userId: number) =>
  useRead([...applicationsKey, 'limit', userId], borrowingAnswer, `/loans/limit/${userId}`);

/** A decision on an application refreshes the applications; one that issues a loan, the loans and the books too. */
const useApplicationChange = <I, O>(mutationFn: (input: I) => Promise<O>, issuesLoan = false) =>
  useMutationOf(
    mutationFn,
    issuesLoan ? [applicationsKey, loansKey, booksKey, approvalsKey] : [applicationsKey],
  );

/** `POST /loan-applications`. */
export const useApply = () =>
  useApplicationChange((body: LoanApplicationRequest) =>
    requestParsed(applicationCreated, '/loan-applications', 'POST', body),
  );

/** `PATCH /loan-applications/{id}/guarantees/{userId}`: the guarantor's answer. */
export const useAnswerGuarantee = () =>
  useApplicationChange(
    ({ id, userId, answer }: { id: number; userId: number; answer: GuaranteeDecisionRequest }) =>
      requestParsed(applicationView, `/loan-applications/${id}/guarantees/${userId}`, 'PATCH', answer),
  );

/** `PATCH /loan-applications/{id}`: an admin's decision; approval issues the loan. */
export const useDecideApplication = () =>
  useApplicationChange(
    ({ id, decision }: { id: number; decision: ApplicationDecisionRequest }) =>
      requestParsed(orApprovalPending(applicationDecided), `/loan-applications/${id}`, 'PATCH', decision),
    true,
  );
