import { eq, type SQL, sql } from 'drizzle-orm';
import { givenAsIs, preparedQuery } from '../../db/client.js';
import { incomingPayments } from '../../db/schema.js';
import type { IncomingPayment } from './receipts.js';
import type { ArrivingPayment } from './record.js';

// The statements recording a payment, each built once (docs/decisions/speed.md, "Statements built once").

/** The columns a payment arrives with, as the statement recording it takes them. */
const ARRIVING_COLUMNS = [
  'source',
  'receiptKey',
  'receipt',
  'amountCents',
  'paidAt',
  'paidOn',
  'payerName',
  'payerPhone',
  'accountRef',
  'ledgerAccountId',
  'importedBy',
  'rawBody',
] as const;
type ArrivingColumn = (typeof ARRIVING_COLUMNS)[number];

/**
 * A payment written once under its key, or nothing when the key is taken (docs/decisions/speed.md,
 * "Statements built once"): its values go to the database as given (`givenAsIs`), so a missing
 * name or body is NULL.
 */
export const insertPayment = preparedQuery<Record<ArrivingColumn, string | number | null>, IncomingPayment[]>(
  'incoming_payment_insert',
  (db) =>
    db
      .insert(incomingPayments)
      .values(
        Object.fromEntries(ARRIVING_COLUMNS.map((name) => [name, givenAsIs(name)])) as Record<
          ArrivingColumn,
          SQL
        >,
      )
      .onConflictDoNothing({ target: [incomingPayments.groupId, incomingPayments.receiptKey] })
      .returning(),
);

/** A payment's values as `insertPayment` takes them, without what only says how it arrived. */
export const stored = (arriving: ArrivingPayment): Record<ArrivingColumn, string | number | null> => ({
  source: arriving.source,
  receiptKey: arriving.receiptKey,
  receipt: arriving.receipt,
  amountCents: arriving.amountCents,
  paidAt: new Date(arriving.paidAt).toISOString(),
  paidOn: arriving.paidOn,
  payerName: arriving.payerName,
  payerPhone: arriving.payerPhone,
  accountRef: arriving.accountRef,
  ledgerAccountId: arriving.ledgerAccountId,
  importedBy: arriving.importedBy,
  rawBody: arriving.rawBody ?? null,
});

/** A payment become a member's pending transaction (docs/decisions/speed.md, "Statements built once"). */
export const linkPayment = preparedQuery<
  { id: number; userId: number; matchRule: string; transactionId: number },
  IncomingPayment[]
>('incoming_payment_linked', (db) =>
  db
    .update(incomingPayments)
    .set({
      status: 'pending',
      userId: givenAsIs('userId'),
      matchRule: givenAsIs('matchRule'),
      transactionId: givenAsIs('transactionId'),
      note: null,
    })
    .where(eq(incomingPayments.id, sql.placeholder('id')))
    .returning(),
);
