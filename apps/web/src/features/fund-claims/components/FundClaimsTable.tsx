import { type FundClaimView, fullName } from '@links/domain';
import type { TFunction } from 'i18next';
import { Money } from '../../../components/ui/Money';
import { PayRejectButtons } from '../../../components/ui/PayRejectButtons';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDate, formatDay } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { isKnownStatus, statusWords } from './claimLabels';

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
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[claim.status]}`}>
        {isKnownStatus(claim.status) ? t(statusWords[claim.status]) : claim.status}
      </span>
      {claim.status === 'Paid' && claim.paid_on ? (
        <span className="text-xs text-slate-500">
          {t('fundClaims.table.paidOn', { date: formatDate(claim.paid_on) })}
        </span>
      ) : null}
      {claim.rejection_reason ? (
        <span className="text-xs text-slate-500">{claim.rejection_reason}</span>
      ) : null}
    </span>
  );
}

/** The reason, with the reference of the paper it rests on (docs/decisions/fund-claims.md, "A claim"). */
function ReasonCell({ claim }: { claim: FundClaimView }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
      <span>{claim.reason}</span>
      {claim.document ? (
        <span className="text-xs text-slate-500">
          {t('fundClaims.table.document', { document: claim.document })}
        </span>
      ) : null}
    </span>
  );
}

function ActionsCell({ claim, actions }: { claim: FundClaimView; actions: FundClaimActions }) {
  const { t } = useTranslation();
  if (claim.status !== 'Requested') return null;
  return (
    <PayRejectButtons
      what={t('fundClaims.table.claimOf', { name: fullName(claim) })}
      busy={actions.busy}
      onPay={() => actions.onPay(claim)}
      onReject={() => actions.onReject(claim)}
    />
  );
}

/** The columns: the member when the list is everyone's, Pay and Reject with `actions` (officials). */
export function fundClaimColumns(
  t: TFunction,
  everyone: boolean,
  actions?: FundClaimActions,
): Column<FundClaimView>[] {
  return [
    ...(everyone ? [{ header: t('fundClaims.table.member'), cell: (c: FundClaimView) => fullName(c) }] : []),
    // A day in a table (docs/decisions/formats.md, "Dates").
    { header: t('fundClaims.table.asked'), cell: (c) => formatDay(c.requested_on) },
    { header: t('fundClaims.table.type'), cell: (c) => c.claim_type ?? '—' },
    {
      header: t('fundClaims.table.amount'),
      cell: (c) => <Money cents={kesToCents(c.amount)} />,
      align: 'right',
    },
    { header: t('fundClaims.table.reason'), cell: (c) => <ReasonCell claim={c} /> },
    { header: t('fundClaims.table.from'), cell: (c) => c.account_name },
    { header: t('fundClaims.table.status'), cell: (c) => <StatusCell claim={c} /> },
    ...(actions
      ? [
          {
            header: t('fundClaims.table.actions'),
            cell: (c: FundClaimView) => <ActionsCell claim={c} actions={actions} />,
          },
        ]
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
  const { t } = useTranslation();
  return (
    <Table
      label={t('fundClaims.list.claims')}
      columns={fundClaimColumns(t, everyone, actions)}
      rows={page.rows}
      rowKey={(c) => c.claim_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
      wide={everyone}
    />
  );
}
