import { EXPENSE_TYPES } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg } from '../../../i18n';

type ExpenseType = (typeof EXPENSE_TYPES)[number];

/** The expense types the server takes, each in words of the language on screen. */
const typeWords = {
  'Bank charges': msg('banking.types.bankCharges'),
  Meeting: msg('banking.types.meeting'),
  Transport: msg('banking.types.transport'),
  Stationery: msg('banking.types.stationery'),
  Welfare: msg('banking.types.welfare'),
  Other: msg('banking.types.other'),
} satisfies Record<ExpenseType, string>;

/** An expense's type in words; one the web does not know shows as the server wrote it. */
export const expenseTypeLabel = (t: TFunction, type: string): string =>
  Object.hasOwn(typeWords, type) ? t(typeWords[type as ExpenseType]) : type;

/** The expense types as choices, for the form and the list's filter: the server's value, shown in words. */
export const expenseTypeOptions = (t: TFunction) =>
  EXPENSE_TYPES.map((type) => ({ value: type, label: expenseTypeLabel(t, type) }));
