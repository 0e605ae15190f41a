import { type FundClaimView, fullName } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { PayRejectButtons } from '../../../components/ui/PayRejectButtons';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';

const statusTone = {
  Requested: 'bg-amber-100 text-amber-800',
  Paid: 'bg-emerald-100 text-emerald-800',
  Rejected: 'bg-slate-200 text-slate-700',
} as const;

/** What an official may do with a requested claim; absent for a member and the auditor. */
export interface FundClaimActions {
  onPay: (claim: FundClaimView) => void;
  onReject: (claim: FundClaimView) => void;
  busy: boolean;
}

function StatusCell({ claim }: { claim: FundClaimView }) {
  return (
    <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[claim.status]}`}>
        {claim.status}
      </span>
      {claim.status === 'Paid' && claim.paid_on ? (
        <span className="text-xs text-slate-500">Paid {formatDate(claim.paid_on)}</span>
      ) : null}
      {claim.rejection_reason ? (
        <span className="text-xs text-slate-500">{claim.rejection_reason}</span>
      ) : null}
    </span>
  );
}

/** The reason, with the reference of the paper it rests on (docs/decisions/fund-claims.md, "A claim"). */
function ReasonCell({ claim }: { claim: FundClaimView }) {
  return (
    <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
      <span>{claim.reason}</span>
      {claim.document ? <span className="text-xs text-slate-500">Document: {claim.document}</span> : null}
    </span>
  );
}

function ActionsCell({ claim, actions }: { claim: FundClaimView; actions: FundClaimActions }) {
  if (claim.status !== 'Requested') return null;
  return (
    <PayRejectButtons
      what={`${fullName(claim)}'s claim`}
      busy={actions.busy}
      onPay={() => actions.onPay(claim)}
      onReject={() => actions.onReject(claim)}
    />
  );
}

/** The columns: the member when the list is everyone's, Pay and Reject with `actions` (officials). */
export function fundClaimColumns(everyone: boolean, actions?: FundClaimActions): Column<FundClaimView>[] {
  return [
    ...(everyone ? [{ header: 'Member', cell: (c: FundClaimView) => fullName(c) }] : []),
    { header: 'Asked', cell: (c) => formatDate(c.requested_on) },
    { header: 'Type', cell: (c) => c.claim_type ?? '—' },
    { header: 'Amount', cell: (c) => <Money cents={kesToCents(c.amount)} />, align: 'right' },
    { header: 'Reason', cell: (c) => <ReasonCell claim={c} /> },
    { header: 'From', cell: (c) => c.account_name },
    { header: 'Status', cell: (c) => <StatusCell claim={c} /> },
    ...(actions
      ? [{ header: 'Actions', cell: (c: FundClaimView) => <ActionsCell claim={c} actions={actions} /> }]
      : []),
  ];
}

/**
 * The claims of one server page (docs/decisions/fund-claims.md, "The fund's screen"): `everyone` (officials
 * and the auditor) adds the member; `actions` (officials) Pay and Reject on a requested claim.
 */
export function FundClaimsTable({
  page,
  everyone,
  actions,
  emptyText,
}: {
  page: PagedRows<FundClaimView>;
  everyone: boolean;
  actions?: FundClaimActions | undefined;
  emptyText: string;
}) {
  return (
    <Table
      label="Claims"
      columns={fundClaimColumns(everyone, actions)}
      rows={page.rows}
      rowKey={(c) => c.claim_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
      wide={everyone}
    />
  );
}
