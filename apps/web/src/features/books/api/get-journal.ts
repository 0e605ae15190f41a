import { operations } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { pageQuery } from '../../../lib/queries';
import { booksKey } from '../../../lib/query-keys';

export const JOURNAL_PER_PAGE = 10;

export interface JournalFilter {
  page: number;
  from?: string | undefined;
  to?: string | undefined;
  accountId?: string | undefined;
}

/** `GET /books/journal?page&per_page&from&to&account_id` (admin), newest first. */
export const getJournal = ({ page, from, to, accountId }: JournalFilter) =>
  call(operations.journal, {
    query: { page, per_page: JOURNAL_PER_PAGE, from, to, account_id: accountId },
  });

export const journalQuery = (filter: JournalFilter) =>
  pageQuery([...booksKey, 'journal', filter], () => getJournal(filter));

export const useJournal = (filter: JournalFilter) => useQuery(journalQuery(filter));
