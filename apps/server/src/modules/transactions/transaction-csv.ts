import type { TransactionView } from '@links/domain';
import { centsToKes, kesToCents, sumCents } from '@links/domain';
import type { CsvColumn } from '../../lib/csv.js';

const itemsOf = (view: TransactionView, type: string) =>
  centsToKes(
    sumCents(
      view.transaction_types.filter((item) => item.type === type).map((item) => kesToCents(item.amount)),
    ),
  );

/** The columns of a downloaded transaction list: one line per transaction, its items summed by type. */
export const transactionCsvColumns: CsvColumn<TransactionView>[] = [
  { header: 'id', value: (t) => t.id },
  { header: 'transaction_date', value: (t) => t.transaction_date },
  { header: 'created_at', value: (t) => t.created_at },
  { header: 'user_id', value: (t) => t.user_id },
  { header: 'member', value: (t) => t.username },
  { header: 'total_payed', value: (t) => t.total_payed },
  { header: 'savings', value: (t) => itemsOf(t, 'SAVING') },
  { header: 'long_term_loan', value: (t) => itemsOf(t, 'LTL') },
  { header: 'short_term_loan', value: (t) => itemsOf(t, 'STL') },
  { header: 'status', value: (t) => t.status },
  {
    header: 'references',
    value: (t) => t.transaction_types.flatMap((i) => (i.extra ? [i.extra] : [])).join(' '),
  },
  { header: 'comment', value: (t) => t.comment },
];
