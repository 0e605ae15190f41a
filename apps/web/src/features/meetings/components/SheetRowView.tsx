import { fullName, kesToCents, rowTotal, type SheetRow } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { useTranslation } from '../../../i18n';
import { SheetAmountInput } from './SheetAmountInput';
import { AttendanceCell, NotInRotation, problemText, RowOutcome } from './SheetRowParts';
import {
  amountsOf,
  amountText,
  COLUMN_WORDS,
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
import { cell, rowLayout } from './sheet-layout';

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
  const { t } = useTranslation();
  const name = fullName(row);
  const amounts = amountsOf(draft);
  const problems = editable ? problemsOf(draft) : {};
  const amount = ({ column, label, value, expected, typed, change }: AmountCell) => {
    const error = problemText(t, label, problems[column]);
    // Under an amount, what was expected of the member when they brought something else.
    const wanted = kesToCents(expected);
    return (
      <td key={column} className={cell}>
        <SheetAmountInput
          label={label}
          name={t('meetings.sheet.amountOf', { member: name, column: label })}
          value={value}
          onChange={change}
          expected={
            error || typed === wanted
              ? undefined
              : t('meetings.sheet.expected', { amount: amountText(wanted) })
          }
          error={error}
          readOnly={!editable}
          row={index}
          column={column}
        />
      </td>
    );
  };
  return (
    <tr className={`align-top ${rowLayout}`} data-member={row.user_id}>
      <th scope="row" className={`${cell} text-left font-normal max-md:col-span-2 max-md:self-center`}>
        <span className="block font-semibold text-slate-900">{name}</span>
        <span className="block text-xs text-slate-500">{row.member_no}</span>
      </th>
      <AttendanceCell
        member={name}
        value={draft.attendance}
        editable={editable}
        row={index}
        onChange={(attendance) => onChange({ ...draft, attendance })}
      />
      {MONEY_COLUMNS.map((column: MoneyColumn) =>
        amount({
          column,
          label: t(COLUMN_WORDS[column]),
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
        <span className="text-xs font-medium text-slate-500 md:hidden">
          {t('meetings.sheet.columns.total')}
        </span>
        <Money cents={rowTotal(amounts)} className="font-semibold text-slate-900 md:inline-block md:pt-1.5" />
      </td>
      {decided ? (
        <td
          className={`${cell} max-md:col-span-3 max-md:flex max-md:items-baseline max-md:justify-between md:pt-3.5`}
        >
          <span className="text-xs font-medium text-slate-500 md:hidden">
            {t('meetings.sheet.columns.transaction')}
          </span>
          <RowOutcome row={row} />
        </td>
      ) : null}
    </tr>
  );
}
