import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../../lib/format';
import { kesToCents } from '../../lib/money';
import { Money } from './Money';
import type { Column } from './Table';

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

/** The row's name (a member, an account), standing out as the row's lead. */
export function nameColumn<Row>(header: string, value: (row: Row) => ReactNode): Column<Row> {
  return { header, cell: (row) => <span className="font-medium text-slate-900">{value(row)}</span> };
}

/** A column whose cell is a link (`to`) showing `label`, styled by `className`. */
export function linkColumn<Row>(
  header: string,
  to: (row: Row) => string,
  label: (row: Row) => ReactNode,
  className: string,
): Column<Row> {
  return {
    header,
    cell: (row) => (
      <Link to={to(row)} className={className}>
        {label(row)}
      </Link>
    ),
  };
}

/** A row's own action (View, View Saving): a button or link at the end of the row. */
export const rowActionClass =
  '-mr-2 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900';

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

/** A day, as tables write it (`05/01/2026`, docs/decisions/formats.md, "Dates"), kept on one line. */
export function dateColumn<Row>(header: string, value: (row: Row) => string): Column<Row> {
  return { header, cell: (row) => <span className="whitespace-nowrap">{formatDay(value(row))}</span> };
}
