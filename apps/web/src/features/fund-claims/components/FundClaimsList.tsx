import {
  type ContributionKindView,
  FUND_CLAIM_STATUSES,
  type FundClaimView,
  isApprovalPending,
} from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { choices, filterBar, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { Select } from '../../../components/ui/Select';
import { messageOf } from '../../../lib/api';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { listFailure } from '../../../lib/useListParams';
import { useQueryParams } from '../../../lib/useQueryParams';
import { downloadFundClaims, useFundClaims, usePayFundClaim } from '../api/fund-claims';
import { FundClaimsTable } from './FundClaimsTable';
import { RejectFundClaimDialog } from './RejectFundClaimDialog';

export const CLAIMS_FAILED = 'Failed to load the claims';
export const PAY_FAILED = 'Failed to pay the claim';

const statuses = choices(Object.fromEntries(FUND_CLAIM_STATUSES.map((status) => [status, status])));
const Filters = filterBar('Filter claims', 'Member name', [
  selectField('status', 'Status', statuses, 'All statuses'),
]);

/**
 * One fund's claims, newest first and paged on the server, its status (and, for those who read every
 * member's, the member's name) kept in the URL (docs/decisions/web.md, "Screens and answers"). An
 * official pays a requested claim (through the quorum) or rejects it with a reason
 * (docs/decisions/fund-claims.md, "Paying a claim", "Rejecting a claim"); the auditor only reads.
 */
export function FundClaimsList({
  fund,
  everyone,
  decides,
}: {
  fund: ContributionKindView;
  /** Officials and the auditor: every member's claims, with their names. */
  everyone: boolean;
  /** Officials: Pay and Reject. */
  decides: boolean;
}) {
  const params = useQueryParams<'q' | 'status' | 'page'>();
  const filter = {
    contribution_kind_id: String(fund.id),
    status: params.get('status'),
    q: everyone ? params.get('q') : '',
  };
  const list = useFundClaims(params.page, filter);
  const toPage = (to: number) => params.set({ page: to > 1 ? String(to) : '' });
  useKeepPageInRange(params.page, list.data?.pagination?.pages, toPage);
  const pay = usePayFundClaim();
  const [rejecting, setRejecting] = useState<FundClaimView | null>(null);
  const [said, setSaid] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  const actions = decides
    ? {
        busy: pay.isPending,
        onReject: (claim: FundClaimView) => {
          setSaid(null);
          setRejecting(claim);
        },
        onPay: (claim: FundClaimView) => {
          setSaid(null);
          pay.mutate(claim.claim_id, {
            onSuccess: (answer) =>
              setSaid({ tone: isApprovalPending(answer) ? 'info' : 'success', text: answer.message }),
          });
        },
      }
    : undefined;
  const filtered = Boolean(filter.q || filter.status);
  return (
    <section aria-labelledby="fund-claims-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="fund-claims-heading" className="text-base font-semibold text-slate-900">
          {everyone ? 'Claims' : 'My claims'}
        </h2>
        {everyone ? (
          <DownloadButton
            download={() => downloadFundClaims(filter)}
            failed="Could not download the claims"
          />
        ) : null}
      </div>
      {everyone ? (
        <Filters key={filter.q} values={filter} onChange={(changes) => params.set({ ...changes })} />
      ) : (
        <Select
          label="Status"
          className="max-w-xs"
          value={filter.status}
          onChange={(status) => params.set({ status })}
          options={statuses}
          placeholder="All statuses"
        />
      )}
      {said ? <Alert tone={said.tone}>{said.text}</Alert> : null}
      {pay.isError ? <Alert>{messageOf(pay.error, PAY_FAILED)}</Alert> : null}
      {list.isPending ? <Loading>Loading claims...</Loading> : null}
      {list.isError ? <Alert>{listFailure(list.error, CLAIMS_FAILED)}</Alert> : null}
      {list.data ? (
        <FundClaimsTable
          page={{
            rows: list.data.claims,
            pagination: list.data.pagination,
            onPageChange: toPage,
          }}
          everyone={everyone}
          actions={actions}
          emptyText={filtered ? 'No claim matches these filters' : `No claims on the ${fund.name} yet`}
        />
      ) : null}
      <RejectFundClaimDialog
        claim={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(message) => {
          setRejecting(null);
          setSaid({ tone: 'success', text: message });
        }}
      />
    </section>
  );
}
