import { attended, SHEET_COLUMNS, type SheetAmounts, type SheetRow, sheetTotals } from '@links/domain';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useRef } from 'react';
import { Money } from '../../../components/ui/Money';
import { cell, rowLayout, SheetRowView } from './SheetRowView';
import { amountsOf, COLUMN_LABELS, type RowDraft } from './sheet-draft';

const heading = 'px-2 py-3 text-xs font-semibold uppercase tracking-wide text-slate-500 first:pl-4 last:pr-4';

/**
 * Keyboard-first (docs/decisions/meetings.md, "The sheet"): Tab goes along a row and on to the next;
 * Enter goes down to the same column of the next row. An amount is selected when it is entered, so
 * what is typed replaces the expected amount, also when it is clicked into.
 */
function useSheetKeys() {
  const selectedByFocus = useRef<EventTarget | null>(null);
  return {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter') return;
      const { row, column } = (event.target as HTMLElement).dataset;
      if (row === undefined || column === undefined) return;
      event.preventDefault();
      event.currentTarget
        .querySelector<HTMLElement>(`[data-row="${Number(row) + 1}"][data-column="${column}"]`)
        ?.focus();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.readOnly) return;
      event.target.select();
      selectedByFocus.current = event.target;
    },
    // The mouse button let go after a click would put the caret where it was clicked instead.
    onMouseUp: (event: MouseEvent<HTMLElement>) => {
      if (selectedByFocus.current === event.target) event.preventDefault();
      selectedByFocus.current = null;
    },
  };
}

/** The sheet's rows as a table on a laptop and as one card a member on a phone, with its totals. */
export function SheetTable({
  rows,
  draftOf,
  editable,
  decided,
  onChange,
  onLeaveField,
}: {
  rows: readonly SheetRow[];
  draftOf: (row: SheetRow) => RowDraft;
  editable: boolean;
  decided: boolean;
  onChange: (row: SheetRow, draft: RowDraft) => void;
  /** A field left: what it changed is saved at once. */
  onLeaveField: () => void;
}) {
  const keys = useSheetKeys();
  const drafts = rows.map(draftOf);
  const totals = sheetTotals(drafts.map(amountsOf));
  const came = drafts.filter((draft) => attended(draft.attendance)).length;
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label="Meeting sheet" className="w-full border-collapse text-sm max-md:block">
        <thead className="bg-slate-50 max-md:sr-only">
          <tr className="border-b border-slate-200">
            <th scope="col" className={`${heading} text-left`}>
              Member
            </th>
            <th scope="col" className={`${heading} w-36 text-left`}>
              Attendance
            </th>
            {SHEET_COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${heading} w-32 text-right`}>
                {COLUMN_LABELS[column]}
              </th>
            ))}
            <th scope="col" className={`${heading} w-28 text-right`}>
              Total
            </th>
            {decided ? (
              <th scope="col" className={`${heading} w-28 text-left`}>
                Transaction
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody
          className="divide-y divide-slate-100 max-md:block"
          onKeyDown={keys.onKeyDown}
          onFocus={keys.onFocus}
          onMouseUp={keys.onMouseUp}
          onBlur={editable ? onLeaveField : undefined}
        >
          {rows.map((row, index) => (
            <SheetRowView
              key={row.user_id}
              row={row}
              index={index}
              draft={draftOf(row)}
              editable={editable}
              decided={decided}
              onChange={(draft) => onChange(row, draft)}
            />
          ))}
        </tbody>
        <SheetTotals totals={totals} came={`${came} of ${rows.length} attended`} decided={decided} />
      </table>
    </div>
  );
}

/** The totals of each column and of the sheet, from what is typed now. */
function SheetTotals({
  totals,
  came,
  decided,
}: {
  totals: SheetAmounts & { total: number };
  came: string;
  decided: boolean;
}) {
  return (
    <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900 max-md:block">
      <tr aria-label="Totals" className={rowLayout}>
        <th scope="row" colSpan={2} className={`${cell} py-3 text-left max-md:col-span-3`}>
          Totals
          <span className="block text-xs font-normal text-slate-500">{came}</span>
        </th>
        {SHEET_COLUMNS.map((column) => (
          <td key={column} className={`${cell} py-3 text-right max-md:text-left`}>
            <span className="block text-xs font-medium text-slate-500 md:hidden">
              {COLUMN_LABELS[column]}
            </span>
            <Money cents={totals[column]} />
          </td>
        ))}
        <td
          className={`${cell} py-3 text-right max-md:col-span-3 max-md:flex max-md:items-baseline max-md:justify-between`}
        >
          <span className="text-xs font-medium text-slate-500 md:hidden">Sheet total</span>
          <Money cents={totals.total} />
        </td>
        {decided ? <td className={`${cell} max-md:hidden`} /> : null}
      </tr>
    </tfoot>
  );
}
