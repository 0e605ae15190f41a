import {
  type Attendance,
  fullName,
  kesToCents,
  rowTotal,
  SHEET_COLUMNS,
  type SheetColumn,
  type SheetRow,
} from '@links/domain';
import { Link } from 'react-router';
import { Money } from '../../../components/ui/Money';
import { attendanceOptions } from './meeting-labels';
import { SheetAmountInput } from './SheetAmountInput';
import { amountsOf, amountText, COLUMN_LABELS, problemsOf, type RowDraft } from './sheet-draft';

/**
 * The cells' layout: on a laptop the table's; on a phone (< 768 px) each row is a card of three
 * columns, the member and attendance on top, the three amounts side by side, the total below.
 */
export const cell = 'px-2 py-2 align-top md:first:pl-4 md:last:pr-4 max-md:p-0';
export const rowLayout = 'max-md:grid max-md:grid-cols-3 max-md:gap-x-2 max-md:gap-y-3 max-md:p-4';

const attendanceClass =
  'block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 disabled:border-transparent disabled:bg-slate-50 disabled:text-slate-700';

/** Under an amount, what was expected of the member when they brought something else. */
function expectedHint(row: SheetRow, column: SheetColumn, typed: number): string | undefined {
  const expected = kesToCents(row.expected[column]);
  return typed === expected ? undefined : `Expected ${amountText(expected)}`;
}

/**
 * One member's row of the sheet (docs/decisions/meetings.md, "The sheet"): who, whether they came,
 * what they brought in each column against what was expected, and the row's total; once submitted,
 * the transaction the row became and any attendance fine.
 */
export function SheetRowView({
  row,
  index,
  draft,
  editable,
  decided,
  onChange,
}: {
  row: SheetRow;
  index: number;
  draft: RowDraft;
  editable: boolean;
  /** Submitted or approved: each row shows what it became. */
  decided: boolean;
  onChange: (draft: RowDraft) => void;
}) {
  const name = fullName(row);
  const amounts = amountsOf(draft);
  const problems = editable ? problemsOf(draft) : {};
  return (
    <tr className={`align-top ${rowLayout}`} data-member={row.user_id}>
      <th scope="row" className={`${cell} text-left font-normal max-md:col-span-2 max-md:self-center`}>
        <span className="block font-semibold text-slate-900">{name}</span>
        <span className="block text-xs text-slate-500">{row.member_no}</span>
      </th>
      <td className={cell}>
        <select
          aria-label={`${name}, Attendance`}
          value={draft.attendance}
          disabled={!editable}
          data-row={index}
          data-column="attendance"
          onChange={(event) => onChange({ ...draft, attendance: event.target.value as Attendance })}
          className={attendanceClass}
        >
          {attendanceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </td>
      {SHEET_COLUMNS.map((column) => (
        <td key={column} className={cell}>
          <SheetAmountInput
            label={COLUMN_LABELS[column]}
            member={name}
            value={draft[column]}
            onChange={(text) => onChange({ ...draft, [column]: text })}
            expected={problems[column] ? undefined : expectedHint(row, column, amounts[column])}
            error={problems[column]}
            readOnly={!editable}
            row={index}
            column={column}
          />
        </td>
      ))}
      <td
        className={`${cell} text-right max-md:col-span-3 max-md:flex max-md:items-baseline max-md:justify-between`}
      >
        <span className="text-xs font-medium text-slate-500 md:hidden">Total</span>
        <Money cents={rowTotal(amounts)} className="font-semibold text-slate-900 md:inline-block md:pt-1.5" />
      </td>
      {decided ? (
        <td
          className={`${cell} max-md:col-span-3 max-md:flex max-md:items-baseline max-md:justify-between md:pt-3.5`}
        >
          <span className="text-xs font-medium text-slate-500 md:hidden">Transaction</span>
          <RowOutcome row={row} />
        </td>
      ) : null}
    </tr>
  );
}

/** What a submitted row became: its transaction (a link to it) and its attendance fine, if any. */
function RowOutcome({ row }: { row: SheetRow }) {
  return (
    <span className="flex flex-col items-end gap-0.5 md:items-start">
      {row.transaction_id === null ? (
        <span className="text-slate-500">None</span>
      ) : (
        <Link
          className="font-semibold text-brand-700 underline"
          to={`/transactions/${row.transaction_id}`}
          aria-label={`Transaction #${row.transaction_id} of ${fullName(row)}`}
        >
          #{row.transaction_id}
        </Link>
      )}
      {row.fine > 0 ? (
        <span className="text-xs text-slate-500">
          Fined <Money cents={kesToCents(row.fine)} />
        </span>
      ) : null}
    </span>
  );
}
