import { savingsListAnswer } from '@links/domain';
import { searchedList } from '../../../lib/queries';
import { savingsKey } from '../../../lib/query-keys';

/** A row of `GET /all-savings` (decisions §4): the balance and the yearly target, in KES. */
export type { SavingRow as SavingsAccount } from '@links/domain';

/** The savings accounts ten to a page, searched and ordered on the server (decisions §1). */
const savings = searchedList([...savingsKey, 'list'], '/all-savings', savingsListAnswer, 'savings');

export const useSavingPage = savings.usePage;
export const downloadSavings = savings.download;
