import type { Cents } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { useTranslation } from '../../../i18n';
import {
  COLUMN_WORDS,
  kindColumn,
  MONEY_COLUMNS,
  type MoneyColumn,
  rotationColumn,
  type SheetColumns,
} from './sheet-draft';
import { cell, rowLayout } from './sheet-layout';

/**
 * The totals of each column and of the sheet, from what is typed now: fines paid, each kind and each
 * merry-go-round among them (docs/decisions/meetings.md, "Fines paid at the meeting", "Kinds of
 * contribution on the sheet", "Merry-go-rounds on the sheet").
 */
export function SheetTotals({
  totals,
  columns,
  came,
  decided,
}: {
  totals: Record<MoneyColumn, Cents> & {
    kinds: ReadonlyMap<number, Cents>;
    rotations: ReadonlyMap<number, Cents>;
    total: Cents;
  };
  columns: SheetColumns;
  came: string;
  decided: boolean;
}) {
  const { t } = useTranslation();
  const figures = [
    ...MONEY_COLUMNS.map((column) => ({
      key: column,
      label: t(COLUMN_WORDS[column]),
      cents: totals[column],
    })),
    ...columns.kinds.map((kind) => ({
      key: kindColumn(kind.contribution_kind_id),
      label: kind.name,
      cents: totals.kinds.get(kind.contribution_kind_id) ?? 0,
    })),
    ...columns.rotations.map((rotation) => ({
      key: rotationColumn(rotation.rotation_id),
      label: rotation.name,
      cents: totals.rotations.get(rotation.rotation_id) ?? 0,
    })),
  ];
  return (
    <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900 max-md:block">
      <tr aria-label={t('meetings.sheet.totals')} className={rowLayout}>
        <th scope="row" colSpan={2} className={`${cell} py-3 text-left max-md:col-span-3`}>
          {t('meetings.sheet.totals')}
          <span className="block text-xs font-normal text-slate-500">{came}</span>
        </th>
        {figures.map((figure) => (
          <td key={figure.key} className={`${cell} py-3 text-right max-md:text-left`}>
            <span className="block text-xs font-medium text-slate-500 md:hidden">{figure.label}</span>
            <Money cents={figure.cents} />
          </td>
        ))}
        <td
          className={`${cell} py-3 text-right max-md:col-span-3 max-md:flex max-md:items-baseline max-md:justify-between`}
        >
          <span className="text-xs font-medium text-slate-500 md:hidden">
            {t('meetings.sheet.sheetTotal')}
          </span>
          <Money cents={totals.total} />
        </td>
        {decided ? <td className={`${cell} max-md:hidden`} /> : null}
      </tr>
    </tfoot>
  );
}
