import type { AccountType } from '@links/domain';
import type { TFunction } from 'i18next';
import type { Column } from '../../../components/ui/Table';
import { msg } from '../../../i18n';
import { accountName } from '../account-name';

/** An account's type as the server names it, in the language on screen. */
const typeWords = {
  asset: msg('books.types.asset'),
  liability: msg('books.types.liability'),
  equity: msg('books.types.equity'),
  income: msg('books.types.income'),
  expense: msg('books.types.expense'),
} as const satisfies Record<AccountType, string>;

/** `asset` → `Asset`; a type this screen has no words for shows as the server names it. */
export const typeLabel = (t: TFunction, type: string) =>
  Object.hasOwn(typeWords, type) ? t(typeWords[type as AccountType]) : type;

/**
 * An account as `1000 Cash on hand`: the code small and grey before the name, in one column, so a
 * phone's stacked row leads with the account. Totals (no code) are bold.
 */
export function accountColumn<Row>(
  t: TFunction,
  header: string,
  value: (row: Row) => { code: string | null; name: string },
  bold: (row: Row) => boolean = () => false,
): Column<Row> {
  return {
    header,
    cell: (row) => {
      const { code, name } = value(row);
      const shown = accountName(t, code, name);
      return (
        <span className={bold(row) ? 'font-semibold text-slate-900' : ''}>
          {code ? <span className="tabular text-xs text-slate-500">{code}</span> : null}{' '}
          <span translate={shown.recorded ? 'no' : undefined}>{shown.text}</span>
        </span>
      );
    },
  };
}
