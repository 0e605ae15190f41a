import { savingsListAnswer } from '@links/domain';
import { searchedList } from '../../../lib/queries';

/**
 * A row of `GET /all-savings` (docs/decisions/members.md, "Savings lists"): the balance and the yearly
 * target, in KES.
 */
export type { SavingRow as SavingsAccount } from '@links/domain';

/** Every savings query starts with this key, so one invalidation refreshes lists, totals and details. */
export const savingsKey = ['savings'] as const;

/**
 * The savings accounts ten to a page, searched and ordered on the server
 * (docs/decisions/wire.md, "Pages of a list").
 */
const savings = searchedList([...savingsKey, 'list'], '/all-savings', savingsListAnswer, 'savings');

export const useSavingPage = savings.usePage;
export const downloadSavings = savings.download;
