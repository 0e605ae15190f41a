import { operations, pathOf } from '@links/domain';
import { answerOf } from '../../../lib/call';
import { searchedList } from '../../../lib/queries';
import { savingsKey } from '../../../lib/query-keys';

/**
 * The savings accounts ten to a page, searched and ordered on the server
 * (docs/decisions/wire.md, "Pages of a list").
 */
const savings = searchedList(
  [...savingsKey, 'list'],
  pathOf(operations.allSavings),
  answerOf(operations.allSavings),
  'savings',
);

export const useSavingPage = savings.usePage;
export const downloadSavings = savings.download;
