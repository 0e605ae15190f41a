import { SURPLUS_TO_DATE, standardAccountNames } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg, useTranslation } from '../../i18n';

/** The books' own names for the accounts they open, in the language on screen, by code. */
const WORDS = {
  '1000': msg('books.standard.cash'),
  '1200': msg('books.standard.loans'),
  '2000': msg('books.standard.savings'),
  '2100': msg('books.standard.withholding'),
  '2150': msg('books.standard.payoutsDue'),
  '3000': msg('books.standard.opening'),
  '3100': msg('books.standard.retained'),
  '4000': msg('books.standard.interest'),
  '4100': msg('books.standard.fines'),
  '4200': msg('books.standard.otherIncome'),
} as const;

/**
 * An account's name as a screen shows it (docs/decisions/languages.md, "Data on screen"): an account
 * the books opened, still bearing the name they gave it, in the reader's language; any other name as
 * recorded, marked so (`recorded`).
 */
export function accountName(
  t: TFunction,
  code: string | null,
  name: string,
): { text: string; recorded: boolean } {
  if (code === null && name === SURPLUS_TO_DATE)
    return { text: t('books.standard.surplus'), recorded: false };
  if (code !== null && Object.hasOwn(WORDS, code) && standardAccountNames[code] === name)
    return { text: t(WORDS[code as keyof typeof WORDS]), recorded: false };
  return { text: name, recorded: true };
}

/** An account's name as {@link accountName} shows it, in a span marked when the name is as recorded. */
export function AccountName({ code, name }: { code: string | null; name: string }) {
  const { t } = useTranslation();
  const shown = accountName(t, code, name);
  return <span translate={shown.recorded ? 'no' : undefined}>{shown.text}</span>;
}
