import type { AccountEntry } from '../ledger/ledger.service.js';

/** Where a movement of a savings account came from, as the saving-details page names it (decisions §4). */
export function depositSource(entry: AccountEntry): string {
  if (entry.kind === 'opening_balance') return 'Opening balance';
  if (entry.transactionId !== null) return `Transaction TRN-${entry.transactionId}`;
  if (entry.kind === 'correction') return entry.memo ? `Correction: ${entry.memo}` : 'Correction';
  return entry.memo ?? 'Deposit';
}

/** Each entry with the balance right after it, oldest first. */
export function withRunningBalance(entries: readonly AccountEntry[]) {
  let balanceCents = 0;
  return entries.map((entry) => {
    balanceCents += entry.amountCents;
    return { entry, balanceCents };
  });
}
