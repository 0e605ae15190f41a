import type { ExpenseRow } from '@links/domain';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { dateColumn, kesColumn, nameColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { expenseTypeLabel } from './expenseTypes';

const columnsOf = (t: TFunction): Column<ExpenseRow>[] => [
  dateColumn(t('banking.expenses.date'), (row) => row.date),
  nameColumn(t('banking.expenses.account'), (row) => row.account_name),
  kesColumn(t('banking.expenses.amount'), (row) => row.amount),
  { header: t('banking.expenses.commentType'), cell: (row) => expenseTypeLabel(t, row.comment_type) },
  {
    header: t('banking.expenses.comment'),
    cell: (row) => <span className="break-words text-slate-600">{row.comment || '—'}</span>,
  },
];

/** The navigation state "Re-enter" hands the expense form (docs/decisions/reversals.md, "Re-entering"). */
export interface ExpenseReenterState {
  reenter?: { account_id: string; amount: number; comment_type: string; comment: string; date: string };
}

/** A reversed expense's mark, and for an official Reverse (standing) or Re-enter (reversed). */
function ExpenseActions({ row, onReverse }: { row: ExpenseRow; onReverse?: (id: number) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (row.reversal) {
    const state: ExpenseReenterState = {
      reenter: {
        account_id: String(row.account_id),
        amount: row.amount,
        comment_type: row.comment_type,
        comment: row.comment ?? '',
        date: row.date,
      },
    };
    return (
      <span className="inline-flex flex-col items-end gap-1 md:items-start">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-inset ring-slate-500/25">
          {t('banking.expenses.reversed')}
        </span>
        <span className="text-xs text-slate-600">
          {formatDate(row.reversal.date)}: {row.reversal.reason}
        </span>
        {onReverse ? (
          <Button
            variant="ghost"
            className="px-2 py-1"
            onClick={() => void navigate('/add-expenses', { state })}
            aria-label={t('banking.expenses.reenterLabel', { id: row.expense_id })}
          >
            {t('banking.expenses.reenter')}
          </Button>
        ) : null}
      </span>
    );
  }
  return onReverse ? (
    <Button
      variant="secondary"
      className="px-3 py-1"
      onClick={() => onReverse(row.expense_id)}
      aria-label={t('banking.expenses.reverseLabel', { id: row.expense_id })}
    >
      {t('banking.expenses.reverse')}
    </Button>
  ) : (
    <span className="text-slate-500">—</span>
  );
}

/**
 * docs/spec/screens.md, "Other tables", Expenses: Date, Account, Amount, Comment Type, Comment; a server
 * page. Beyond the spec, each expense's standing (docs/decisions/reversals.md): Reversed with its day and
 * reason, and for an official Reverse or Re-enter.
 */
export function ExpensesTable({
  onReverse,
  ...page
}: PagedRows<ExpenseRow> & { onReverse?: (id: number) => void }) {
  const { t } = useTranslation();
  const withStatus: Column<ExpenseRow>[] = [
    ...columnsOf(t),
    {
      header: t('banking.expenses.status'),
      cell: (row) => <ExpenseActions row={row} {...(onReverse ? { onReverse } : {})} />,
    },
  ];
  return (
    <Table
      label={t('banking.expenses.table')}
      columns={withStatus}
      rowKey={(row) => row.expense_id}
      {...page}
    />
  );
}
