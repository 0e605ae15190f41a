import { attended, type SheetRow, sheetTotals } from '@links/domain';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { SheetRowView } from './SheetRowView';
import { SheetTotals } from './SheetTotals';
import { amountsOf, COLUMN_WORDS, MONEY_COLUMNS, type RowDraft, type SheetColumns } from './sheet-draft';

const heading = 'px-2 py-3 text-xs font-semibold uppercase tracking-wide text-slate-500 first:pl-4 last:pr-4';

/**
 * Keyboard-first (docs/decisions/meetings.md, "The sheet"): Tab goes along a row and on to the next;
 * Enter goes down to the same column of the next row that has it (a merry-go-round's "—" is passed). An amount is selected when it is entered, so
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
      [...event.currentTarget.querySelectorAll<HTMLElement>(`[data-column="${column}"]`)]
        .find((below) => Number(below.dataset.row) > Number(row))
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

/**
 * The sheet's rows as a table on a laptop and as one card a member on a phone, with its totals. Fines
 * paid follow short-term (docs/decisions/meetings.md, "Fines paid at the meeting"), then the group's
 * other kinds of contribution, a column each, by name ("Kinds of contribution on the sheet"), then
 * each merry-go-round collecting, by name ("Merry-go-rounds on the sheet").
 */
export function SheetTable({
  rows,
  columns,
  draftOf,
  editable,
  decided,
  onChange,
  onLeaveField,
}: {
  rows: readonly SheetRow[];
  columns: SheetColumns;
  draftOf: (row: SheetRow) => RowDraft;
  editable: boolean;
  decided: boolean;
  onChange: (row: SheetRow, draft: RowDraft) => void;
  /** A field left: what it changed is saved at once. */
  onLeaveField: () => void;
}) {
  const { t } = useTranslation();
  const keys = useSheetKeys();
  const drafts = rows.map(draftOf);
  const totals = sheetTotals(drafts.map(amountsOf));
  const came = drafts.filter((draft) => attended(draft.attendance)).length;
  const { kinds, rotations } = columns;
  // Each kind's column takes room from the member's name: the amounts narrow a little to leave it.
  const amount = `${heading} ${kinds.length + rotations.length > 0 ? 'w-28' : 'w-32'} text-right`;
  return (
    // A group with many columns scrolls its sheet sideways rather than past the page.
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm md:overflow-x-auto">
      <table aria-label={t('meetings.sheet.label')} className="w-full border-collapse text-sm max-md:block">
        <thead className="bg-slate-50 max-md:sr-only">
          <tr className="border-b border-slate-200">
            <th scope="col" className={`${heading} text-left`}>
              {t('meetings.sheet.columns.member')}
            </th>
            <th scope="col" className={`${heading} w-36 text-left`}>
              {t('meetings.sheet.columns.attendance')}
            </th>
            {MONEY_COLUMNS.map((column) => (
              <th key={column} scope="col" className={amount}>
                {t(COLUMN_WORDS[column])}
              </th>
            ))}
            {kinds.map((kind) => (
              <th key={kind.contribution_kind_id} scope="col" className={amount}>
                {kind.name}
              </th>
            ))}
            {rotations.map((rotation) => (
              <th key={rotation.rotation_id} scope="col" className={amount}>
                {rotation.name}
              </th>
            ))}
            <th scope="col" className={`${heading} w-28 text-right`}>
              {t('meetings.sheet.columns.total')}
            </th>
            {decided ? (
              <th scope="col" className={`${heading} w-28 text-left`}>
                {t('meetings.sheet.columns.transaction')}
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
              columns={columns}
              index={index}
              draft={draftOf(row)}
              editable={editable}
              decided={decided}
              onChange={(draft) => onChange(row, draft)}
            />
          ))}
        </tbody>
        <SheetTotals
          totals={totals}
          columns={columns}
          came={t('meetings.attendedOfAll', { came, all: rows.length })}
          decided={decided}
        />
      </table>
    </div>
  );
}
