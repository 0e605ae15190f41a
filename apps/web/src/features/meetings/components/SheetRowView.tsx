import { type Attendance, fullName, kesToCents, rowTotal, type SheetRow } from '@links/domain';
import { Link } from 'react-router';
import { Money } from '../../../components/ui/Money';
import { attendanceOptions } from './meeting-labels';
import { SheetAmountInput } from './SheetAmountInput';
import {
  amountsOf,
  amountText,
  COLUMN_LABELS,
  kindColumn,
  MONEY_COLUMNS,
  type MoneyColumn,
  paysInto,
  problemsOf,
  type RowDraft,
  rotationColumn,
  type SheetColumns,
  withKind,
  withRotation,
} from './sheet-draft';

/**
 * The cells' layout: on a laptop the table's; on a phone (< 768 px) each row is a card of three
 * columns, the member and attendance on top, the amounts three abreast, the total below.
 */
export const cell = 'px-2 py-2 align-top md:first:pl-4 md:last:pr-4 max-md:p-0';
export const rowLayout = 'max-md:grid max-md:grid-cols-3 max-md:gap-x-2 max-md:gap-y-3 max-md:p-4';

const attendanceClass =
  'block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 disabled:border-transparent disabled:bg-slate-50 disabled:text-slate-700';

/** Under an amount, what was expected of the member when they brought something else. */
function expectedHint(expectedKes: number, typed: number): string | undefined {
  const expected = kesToCents(expectedKes);
  return typed === expected ? undefined : `Expected ${amountText(expected)}`;
}

/** One amount of the row: its column, its name, what is typed and what was expected (KES). */
interface AmountCell {
  column: string;
  label: string;
  value: string;
  expected: number;
  typed: number;
  change: (text: string) => void;
}

/** What the member was expected to bring of a kind; 0 when the row does not hold it. */
const expectedOfKind = (row: SheetRow, kindId: number) =>
  row.contributions.find((kind) => kind.contribution_kind_id === kindId)?.expected ?? 0;

/** What the member owed a merry-go-round when the sheet opened; 0 when the row does not hold it. */
const expectedOfRotation = (row: SheetRow, rotationId: number) =>
  row.rotations.find((rotation) => rotation.rotation_id === rotationId)?.expected ?? 0;

/**
 * A merry-go-round the member is not in (docs/decisions/meetings.md, "Merry-go-rounds on the
 * sheet"): nothing can be paid into it, so "—" stands in for the amount, and the row sends 0.
 */
function NotInRotation({ label, member }: { label: string; member: string }) {
  return (
    <td className={cell}>
      <span className="mb-1 block text-xs font-medium text-slate-500 md:hidden">{label}</span>
      <span
        className="block px-2 py-1.5 text-right text-sm text-slate-400"
        title={`${member} is not in ${label}`}
      >
        <span aria-hidden="true">—</span>
        <span className="sr-only">{`${member}, ${label}: not in this merry-go-round`}</span>
      </span>
    </td>
  );
}

/**
 * One member's row of the sheet (docs/decisions/meetings.md, "The sheet"): who, whether they came,
 * what they brought in each column against what was expected, and the row's total; once submitted,
 * the transaction the row became and any attendance fine. Fines paid follow short-term ("Fines paid
 * at the meeting"); each kind of contribution besides savings is one more amount after them ("Kinds
 * of contribution on the sheet"), then each merry-go-round ("Merry-go-rounds on the sheet").
 */
export function SheetRowView({
  row,
  columns,
  index,
  draft,
  editable,
  decided,
  onChange,
}: {
  row: SheetRow;
  /** The sheet's columns of the other kinds of contribution and of the merry-go-rounds, in order. */
  columns: SheetColumns;
  index: number;
  draft: RowDraft;
  editable: boolean;
  /** Submitted or approved: each row shows what it became. */
  decided: boolean;
  onChange: (draft: RowDraft) => void;
}) {
  const name = fullName(row);
  const amounts = amountsOf(draft);
  const problems = editable ? problemsOf(draft, columns) : {};
  const amount = ({ column, label, value, expected, typed, change }: AmountCell) => (
    <td key={column} className={cell}>
      <SheetAmountInput
        label={label}
        member={name}
        value={value}
        onChange={change}
        expected={problems[column] ? undefined : expectedHint(expected, typed)}
        error={problems[column]}
        readOnly={!editable}
        row={index}
        column={column}
      />
    </td>
  );
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
      {MONEY_COLUMNS.map((column: MoneyColumn) =>
        amount({
          column,
          label: COLUMN_LABELS[column],
          value: draft[column],
          expected: row.expected[column],
          typed: amounts[column],
          change: (text) => onChange({ ...draft, [column]: text }),
        }),
      )}
      {columns.kinds.map(({ contribution_kind_id: id, name: kindName }) =>
        amount({
          column: kindColumn(id),
          label: kindName,
          value: draft.kinds.find((kind) => kind.contribution_kind_id === id)?.amount ?? '0',
          expected: expectedOfKind(row, id),
          typed: amounts.kinds.get(id) ?? 0,
          change: (text) => onChange(withKind(draft, id, text)),
        }),
      )}
      {columns.rotations.map(({ rotation_id: id, name: rotationName }) =>
        paysInto(row, id) ? (
          amount({
            column: rotationColumn(id),
            label: rotationName,
            value: draft.rotations.find((rotation) => rotation.rotation_id === id)?.amount ?? '0',
            expected: expectedOfRotation(row, id),
            typed: amounts.rotations.get(id) ?? 0,
            change: (text) => onChange(withRotation(draft, id, text)),
          })
        ) : (
          <NotInRotation key={rotationColumn(id)} label={rotationName} member={name} />
        ),
      )}
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
