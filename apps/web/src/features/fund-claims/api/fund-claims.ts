import { type BodyInput, type ContributionKindView, operations, pathOf } from '@links/domain';
import { answerOf, call } from '../../../lib/call';
import { serverList, useMutationOf } from '../../../lib/queries';
import {
  approvalsKey,
  auditKey,
  bankingKey,
  booksKey,
  contributionsKey,
  fundClaimsKey,
  groupMoneyKey,
} from '../../../lib/query-keys';
import { useContributionKinds } from '../../contributions';

/**
 * What a claim, its payout or its rejection changes: the claims, the fund's balance (its kind's), the
 * books, the money accounts, the approvals queue, the audit trail and Group money
 * (docs/decisions/fund-claims.md, "Paying a claim").
 */
const moved = [
  fundClaimsKey,
  contributionsKey,
  booksKey,
  bankingKey,
  approvalsKey,
  auditKey,
  groupMoneyKey,
] as const;

/**
 * The group's funds, each with what it holds and its claim types: the kinds of kind `fund` of
 * `GET /contribution-kinds` (docs/decisions/fund-claims.md, "The fund's screen").
 */
export function useFunds() {
  const kinds = useContributionKinds();
  const funds: ContributionKindView[] | undefined = kinds.data?.filter((kind) => kind.kind === 'fund');
  return { ...kinds, funds };
}

/**
 * `GET /fund-claims?contribution_kind_id&status&q&page`: newest first; a member's own, or (officials and
 * the auditor) every member's (docs/decisions/fund-claims.md, "The fund's screen").
 */
const fundClaims = serverList({
  key: fundClaimsKey,
  path: pathOf(operations.fundClaims),
  check: answerOf(operations.fundClaims),
  filters: ['contribution_kind_id', 'status', 'q'],
  fileName: 'fund-claims.csv',
});

export interface FundClaimsFilter {
  contribution_kind_id: string;
  status: string;
  q: string;
}

export const useFundClaims = (page: number, filter: FundClaimsFilter) => fundClaims.usePage(page, filter);
/** `?format=csv` with the same filters: every claim they keep. */
export const downloadFundClaims = fundClaims.download;

/** `POST /fund-claims`: paid at once (201) or sent for the officials' approval (202). */
export const useCreateFundClaim = () =>
  useMutationOf(
    (body: BodyInput<typeof operations.createFundClaim>) => call(operations.createFundClaim, { body }),
    moved,
  );

/** `POST /fund-claims/{claimId}/payment` (officials); a refusal means the list was out of date. */
export const usePayFundClaim = () =>
  useMutationOf(
    (claimId: number) => call(operations.payFundClaim, { params: { claimId } }),
    moved,
    'settled',
  );

/** `POST /fund-claims/{claimId}/rejection {reason}` (officials). */
export const useRejectFundClaim = () =>
  useMutationOf(
    ({ id, body }: { id: number; body: BodyInput<typeof operations.rejectFundClaim> }) =>
      call(operations.rejectFundClaim, { params: { claimId: id }, body }),
    moved,
    'settled',
  );
