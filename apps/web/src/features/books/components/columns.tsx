import type { Column } from '../../../components/ui/Table';

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
