import type { TransactionType } from '@links/domain';
import { Button } from '../../../components/ui/Button';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import type { TransactionItem } from '../api/types';
import { itemLabel, type NamedKind, transactionTypeCodes } from './labels';
import { ItemStatus } from './StatusBadge';

export interface ItemActions {
  /** docs/spec/states.md, "Approval": a per-item Approve approves every type, like Approve All. */
  onApprove: () => void;
  /**
   * Beyond the spec (docs/decisions/transactions.md, "Rejecting"): rejects the Pending items of the item's
   * type, with a reason.
   */
  onReject: (type: TransactionType) => void;
  busy: boolean;
}

/**
 * The items of a transaction: type (a kind of contribution or a merry-go-round by its name), amount,
 * reference, status (with the reason of a rejection).
 * With `actions` (admins only) each Pending item offers Approve and Reject; a decided item's
 * buttons are disabled, as are all of them while a decision is in progress (docs/spec/states.md, "Approval").
 */
export function TransactionItemsTable({
  items,
  actions,
  kinds = [],
  rotations = [],
}: {
  items: readonly TransactionItem[];
  actions?: ItemActions | undefined;
  /** The group's kinds of contribution, to name a `CONTRIBUTION` item by its kind. */
  kinds?: readonly NamedKind[] | undefined;
  /** The group's merry-go-rounds, to name a `ROTATION` item by its merry-go-round. */
  rotations?: readonly NamedKind[] | undefined;
}) {
  const { t } = useTranslation();
  const columns: Column<TransactionItem>[] = [
    {
      header: t('transactions.items.type'),
      cell: (item) => (
        <span className="font-medium text-slate-900">
          {itemLabel(t, item, kinds, rotations)}{' '}
          <span className="text-xs text-slate-500">
            {Object.hasOwn(transactionTypeCodes, item.type) ? t(transactionTypeCodes[item.type]) : item.type}
          </span>
        </span>
      ),
    },
    {
      header: t('transactions.items.amount'),
      align: 'right',
      cell: (item) => <Money cents={kesToCents(item.amount)} />,
    },
    {
      header: t('transactions.items.reference'),
      cell: (item) => item.extra ?? <span className="text-slate-500">—</span>,
    },
    {
      header: t('transactions.items.status'),
      cell: (item) => <ItemStatus status={item.status} reason={item.reject_reason} />,
    },
  ];
  if (actions) {
    columns.push({
      header: t('transactions.items.actions'),
      align: 'right',
      cell: (item) => {
        const decided = item.status !== 'Pending';
        // The item the button decides, said to screen readers: `Approve Savings item`.
        const what = (
          <span className="sr-only">
            {' '}
            {t('transactions.items.itemOf', { what: itemLabel(t, item, kinds, rotations) })}
          </span>
        );
        return (
          <span className="inline-flex gap-2">
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              disabled={decided || actions.busy}
              onClick={actions.onApprove}
            >
              {t('transactions.items.approve')}
              {what}
            </Button>
            <Button
              variant="ghost"
              className="px-3 py-1.5"
              disabled={decided || actions.busy}
              onClick={() => actions.onReject(item.type)}
            >
              {t('transactions.items.reject')}
              {what}
            </Button>
          </span>
        );
      },
    });
  }
  return <Table label={t('transactions.items.label')} columns={columns} rows={items} paged={false} />;
}
