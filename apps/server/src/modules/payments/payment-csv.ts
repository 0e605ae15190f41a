import type { PaymentView } from '@links/domain';
import { type CsvColumn, csvAmount } from '../../lib/csv.js';

/** The columns of a downloaded list of incoming payments: one line per payment. */
export const paymentCsvColumns: CsvColumn<PaymentView>[] = [
  { header: 'id', value: (p) => p.id },
  { header: 'paid_at', value: (p) => p.paid_at },
  { header: 'source', value: (p) => p.source },
  { header: 'receipt', value: (p) => p.receipt },
  { header: 'amount', value: (p) => csvAmount(p.amount) },
  { header: 'payer_name', value: (p) => p.payer_name },
  { header: 'payer_phone', value: (p) => p.payer_phone },
  { header: 'account_ref', value: (p) => p.account_ref },
  { header: 'account', value: (p) => p.account?.name ?? null },
  { header: 'status', value: (p) => p.status },
  { header: 'member_number', value: (p) => p.member_number },
  { header: 'member', value: (p) => p.member_name },
  { header: 'transaction_id', value: (p) => p.transaction_id },
  { header: 'note', value: (p) => p.note },
];
