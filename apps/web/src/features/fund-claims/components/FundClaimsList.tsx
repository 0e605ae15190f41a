import {
  type ContributionKindView,
  FUND_CLAIM_STATUSES,
  type FundClaimView,
  isApprovalPending,
} from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { FilterBar, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { Select } from '../../../components/ui/Select';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { listFailure } from '../../../lib/useListParams';
import { useQueryParams } from '../../../lib/useQueryParams';
import { downloadFundClaims, useFundClaims, usePayFundClaim } from '../api/fund-claims';
import { statusWords } from './claimLabels';
import { FundClaimsTable } from './FundClaimsTable';
import { RejectFundClaimDialog } from './RejectFundClaimDialog';

type Filter = { q: string; status: string };

/** The statuses to pick from, in the language on screen. */
function useStatuses() {
  const { t } = useTranslation();
  return FUND_CLAIM_STATUSES.map((status) => ({ value: status, label: t(statusWords[status]) }));
}

/** Everyone's claims: the search by member and the status. */
function ClaimFilters({
  values,
  onChange,
}: {
  values: Filter;
  onChange: (changes: Partial<Filter>) => void;
}) {
  const { t } = useTranslation();
  const statuses = useStatuses();
  return (
    <FilterBar
      label={t('fundClaims.list.filterLabel')}
      placeholder={t('fundClaims.list.searchHint')}
      fields={[
        selectField('status', t('fundClaims.list.status'), statuses, t('fundClaims.list.allStatuses')),
      ]}
      values={values}
      onChange={onChange}
    />
  );
}

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
  const { t } = useTranslation();
  const statuses = useStatuses();
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
          {everyone ? t('fundClaims.list.claims') : t('fundClaims.list.myClaims')}
        </h2>
        {everyone ? (
          <DownloadButton
            download={() => downloadFundClaims(filter)}
            failed={t('fundClaims.list.downloadFailed')}
          />
        ) : null}
      </div>
      {everyone ? (
        <ClaimFilters key={filter.q} values={filter} onChange={(changes) => params.set({ ...changes })} />
      ) : (
        <Select
          label={t('fundClaims.list.status')}
          className="max-w-xs"
          value={filter.status}
          onChange={(status) => params.set({ status })}
          options={statuses}
          placeholder={t('fundClaims.list.allStatuses')}
        />
      )}
      {said ? <Alert tone={said.tone}>{said.text}</Alert> : null}
      {pay.isError ? <Alert>{messageOf(pay.error, t('fundClaims.list.payFailed'))}</Alert> : null}
      {list.isPending ? <Loading>{t('fundClaims.list.loading')}</Loading> : null}
      {list.isError ? <Alert>{listFailure(list.error, t('fundClaims.list.failed'))}</Alert> : null}
      {list.data ? (
        <FundClaimsTable
          page={{
            rows: list.data.claims,
            pagination: list.data.pagination,
            onPageChange: toPage,
          }}
          everyone={everyone}
          actions={actions}
          emptyText={filtered ? t('fundClaims.list.noMatch') : t('fundClaims.list.none', { fund: fund.name })}
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
