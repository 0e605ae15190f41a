import type { PaymentView } from '@links/domain';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';

/** The columns of a downloaded list of incoming payments: one line per payment. */
export const paymentCsvColumns: CsvColumn<PaymentView>[] = [
  ...fieldColumns<PaymentView>('id', 'paid_at', 'source', 'receipt'),
  ...amountColumns<PaymentView>('amount'),
  ...fieldColumns<PaymentView>('payer_name', 'payer_phone', 'account_ref'),
  { header: 'account', value: (p) => p.account?.name ?? null },
  ...fieldColumns<PaymentView>('status', 'member_number'),
  { header: 'member', value: (p) => p.member_name },
  ...fieldColumns<PaymentView>('transaction_id', 'note'),
];
