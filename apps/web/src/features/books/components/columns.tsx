import { formatDate } from '@links/domain';
import type { ReactNode } from 'react';
import { Money } from '../../../components/ui/Money';
import type { Column } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';

/**
 * A right-aligned KES column; `bold` rows (totals) stand out. With `blankZero`, a 0 on a plain row
 * is left empty (the other side of a debit/credit pair).
 */
export function kesColumn<Row>(
  header: string,
  value: (row: Row) => number,
  bold: (row: Row) => boolean = () => false,
  blankZero = false,
): Column<Row> {
  return {
    header,
    align: 'right',
    cell: (row) =>
      blankZero && value(row) === 0 && !bold(row) ? null : (
        <Money cents={kesToCents(value(row))} className={bold(row) ? 'font-semibold text-slate-900' : ''} />
      ),
  };
}

/** A text column whose `bold` rows (totals) stand out. */
export function textColumn<Row>(
  header: string,
  value: (row: Row) => ReactNode,
  bold: (row: Row) => boolean = () => false,
): Column<Row> {
  return {
    header,
    cell: (row) => <span className={bold(row) ? 'font-semibold text-slate-900' : ''}>{value(row)}</span>,
  };
}

export function dateColumn<Row>(header: string, value: (row: Row) => string): Column<Row> {
  return { header, cell: (row) => <span className="whitespace-nowrap">{formatDate(value(row))}</span> };
}

/** `asset` → `Asset`. */
export const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/**
 * An account as `1000 Cash on hand`: the code small and grey before the name, in one column, so a
 * phone's stacked row leads with the account. Totals (no code) are bold.
 */
export function accountColumn<Row>(
  value: (row: Row) => { code: string | null; name: string },
  bold: (row: Row) => boolean = () => false,
): Column<Row> {
  return {
    header: 'Account',
    cell: (row) => {
      const { code, name } = value(row);
      return (
        <span className={bold(row) ? 'font-semibold text-slate-900' : ''}>
          {code ? <span className="tabular text-xs text-slate-500">{code}</span> : null} {name}
        </span>
      );
    },
  };
}
