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
} from '@links/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';
import { loansKey } from '../../../lib/query-keys';
import { booksKey } from '../../books';

export const applicationsKey = ['loan-applications'] as const;
export const APPLICATIONS_PER_PAGE = 10;
export type ApplicationStatusFilter = 'Pending' | 'Approved' | 'Rejected' | 'all';
/** The queue's filters: a borrower's name, a status (`all` for every one) and the order. */
export interface ApplicationFilter {
  q: string;
  status: ApplicationStatusFilter;
  sort: string;
}
const wire = ({ status, ...rest }: ApplicationFilter) => ({
  ...rest,
  status: status === 'all' ? '' : status,
});

/** `GET /loan-applications?status&q&sort&page` (admin), newest first unless ordered. */
export const applicationsQuery = (filter: ApplicationFilter, page: number) =>
  queryOptions({
    queryKey: [...applicationsKey, 'list', filter, page],
    queryFn: () =>
      requestParsed(
        applicationsPage,
        `/loan-applications?${listQuery(wire(filter), { page: String(page), per_page: String(APPLICATIONS_PER_PAGE) })}`,
      ),
    placeholderData: keepPreviousData,
  });
export const useApplications = (filter: ApplicationFilter, page: number) =>
  useQuery(applicationsQuery(filter, page));

/** The whole filtered queue as a CSV file. */
export async function downloadApplications(filter: ApplicationFilter): Promise<void> {
  const file = await requestFile(`/loan-applications?${listQuery(wire(filter), { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'loan-applications.csv');
}

/** `GET /loan-applications/mine`: the member's applications and the requests to guarantee. */
export const useMyApplications = () =>
  useQuery({
    queryKey: [...applicationsKey, 'mine'],
    queryFn: () => requestParsed(myApplications, '/loan-applications/mine'),
  });

/** `GET /loan-applications/{id}`. */
export const useApplication = (id: number) =>
  useQuery({
    queryKey: [...applicationsKey, 'one', id],
    queryFn: () => requestParsed(applicationView, `/loan-applications/${id}`),
  });

/** `GET /loans/limit/{userId}`: what a member may borrow and pledge. */
export const useBorrowingLimit = (userId: number) =>
  useQuery({
    queryKey: [...applicationsKey, 'limit', userId],
    queryFn: () => requestParsed(borrowingAnswer, `/loans/limit/${userId}`),
  });

function useInvalidatingMutation<I, O>(mutationFn: (input: I) => Promise<O>, alsoLoans = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: applicationsKey });
      if (alsoLoans) {
        await queryClient.invalidateQueries({ queryKey: loansKey });
        await queryClient.invalidateQueries({ queryKey: booksKey });
      }
    },
  });
}

/** `POST /loan-applications`. */
export const useApply = () =>
  useInvalidatingMutation((body: LoanApplicationRequest) =>
    requestParsed(applicationCreated, '/loan-applications', 'POST', body),
  );

/** `PATCH /loan-applications/{id}/guarantees/{userId}`: the guarantor's answer. */
export const useAnswerGuarantee = () =>
  useInvalidatingMutation(
    ({ id, userId, answer }: { id: number; userId: number; answer: GuaranteeDecisionRequest }) =>
      requestParsed(applicationView, `/loan-applications/${id}/guarantees/${userId}`, 'PATCH', answer),
  );

/** `PATCH /loan-applications/{id}`: an admin's decision; approval issues the loan. */
export const useDecideApplication = () =>
  useInvalidatingMutation(
    ({ id, decision }: { id: number; decision: ApplicationDecisionRequest }) =>
      requestParsed(applicationDecided, `/loan-applications/${id}`, 'PATCH', decision),
    true,
  );
