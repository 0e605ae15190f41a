import { type BooksAccount, formatKES } from '@links/domain';
import { boundField } from '../../../components/form/boundField';
import { Select } from '../../../components/ui/Select';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { accountName } from '../account-name';
import { useMoneyAccounts } from '../api/get-books-accounts';

/**
 * A money account (Cash on hand or a bank's books account, docs/books.md), labelled by name. The
 * empty choice (`Group default`) sends nothing, so the server's default account applies.
 */
export function MoneyAccountSelect({
  label,
  value,
  onChange,
  placeholder,
  error,
  hint,
  include = () => true,
  withBalance = false,
  className,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string | undefined;
  hint?: string | undefined;
  include?: (account: BooksAccount) => boolean;
  /** Labels each account `Name (KES balance)`, for a form that pays out of it. */
  withBalance?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const accounts = useMoneyAccounts();
  const options = (accounts.data?.accounts ?? []).filter(include).map((account) => {
    const name = accountName(t, account.code, account.name).text;
    return {
      value: String(account.id),
      label: withBalance ? `${name} (${formatKES(kesToCents(account.balance))})` : name,
    };
  });
  return (
    <Select
      label={label ?? t('books.moneyAccount.label')}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={
        accounts.isPending
          ? t('books.moneyAccount.loading')
          : (placeholder ?? t('books.moneyAccount.groupDefault'))
      }
      error={error ?? (accounts.isError ? t('books.moneyAccount.failed') : undefined)}
      hint={hint}
      className={className}
    />
  );
}

/** The text of a picked account as the wire wants it: a books account id, or nothing. */
export const accountIdOf = (value: string): number | undefined => (value ? Number(value) : undefined);

/** `{ account_id }` for a body when an account was picked, else nothing (the group default). */
export const paidFrom = (value: string): { account_id?: number } =>
  value ? { account_id: Number(value) } : {};

/** A form's money account (`account_id`, `default_account_id`): the account choice, bound to the form. */
export const AccountField = boundField(MoneyAccountSelect);
