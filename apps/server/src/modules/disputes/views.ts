import { centsToKes, type DisputeView } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { namesOf } from '../directory/directory.service.js';
import { type DisputeRow, type LineFacts, lineKey, linesOf } from './lines.js';

const GONE: LineFacts = {
  date: '',
  description: 'A line no longer found',
  amount: 0,
  transactionId: null,
  loanIds: [],
  loanKinds: [],
};

/** The disputes as the lists and answers show them: with the member's name and the line. */
export async function disputeViews(db: DbOrTx, rows: DisputeRow[]): Promise<DisputeView[]> {
  const names = await namesOf(db, [...new Set(rows.map((row) => row.userId))]);
  const lines = await linesOf(db, rows);
  return rows.map((row) => {
    const name = names.get(row.userId);
    const line = lines.get(lineKey(row)) ?? GONE;
    return {
      dispute_id: row.id,
      user_id: row.userId,
      firstname: name?.firstname ?? '',
      lastname: name?.lastname ?? '',
      transaction_id: row.transactionId,
      journal_entry_id: row.journalEntryId,
      line_date: line.date,
      line_description: line.description,
      amount: centsToKes(line.amount),
      status: row.status,
      reason: row.reason,
      answer: row.answer,
      answered_by: row.answeredBy,
      answered_at: row.answeredAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function disputeView(db: DbOrTx, row: DisputeRow): Promise<DisputeView> {
  const [view] = await disputeViews(db, [row]);
  if (!view) throw new Error('A dispute had no view');
  return view;
}
