import type { SavingDeposit } from '@links/domain';

/** A savings account's first movement as its page lists it: KES 1,500.50 from transaction TRN-3. */
export const FIRST_DEPOSIT: SavingDeposit = {
  entry_id: 5,
  date: '2026-03-02',
  amount: 1500.5,
  source: 'TRN-3',
  transaction_id: 3,
  running_balance: 1500.5,
};
