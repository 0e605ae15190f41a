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
import { requestParsed } from '../../../lib/api';
import { loansKey } from '../../../lib/query-keys';
import { booksKey } from '../../books';

export const applicationsKey = ['loan-applications'] as const;
export const APPLICATIONS_PER_PAGE = 10;
export type ApplicationStatusFilter = 'Pending' | 'Approved' | 'Rejected' | 'all';

/** `GET /loan-applications?status&page` (admin), newest first. */
export const applicationsQuery = (status: ApplicationStatusFilter, page: number) =>
  queryOptions({
    queryKey: [...applicationsKey, 'list', status, page],
    queryFn: () =>
      requestParsed(
        applicationsPage,
        `/loan-applications?page=${page}&per_page=${APPLICATIONS_PER_PAGE}${status === 'all' ? '' : `&status=${status}`}`,
      ),
    placeholderData: keepPreviousData,
  });
export const useApplications = (status: ApplicationStatusFilter, page: number) =>
  useQuery(applicationsQuery(status, page));

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
