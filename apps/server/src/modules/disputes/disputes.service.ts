import type { AnswerDisputeInput, CreateDisputeInput, DisputeAnswer } from '@links/domain';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { disputes } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { violatesUnique } from '../../lib/unique-violation.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { entryIdsOfTransactions } from '../books/index.js';
import { lockUser } from '../directory/index.js';
import type { Outbox } from '../outbox/index.js';
import { type DisputeRow, lineKey, linesOf } from './lines.js';
import { tellMember, tellOfficials } from './notices.js';
import { disputeView } from './views.js';

export const LINE_NOT_FOUND = 'Line not found on your statement.';
export const DISPUTE_NOT_FOUND = 'Dispute not found.';
export const ALREADY_OPEN = 'This line already has an open dispute.';

/** The member's line, or 404 whether it is missing or another member's (docs/decisions/disputes.md, "Who may dispute"). */
async function ownLine(db: DbOrTx, row: Pick<DisputeRow, 'userId' | 'transactionId' | 'journalEntryId'>) {
  const line = (await linesOf(db, [row])).get(lineKey(row));
  if (!line) throw notFound(LINE_NOT_FOUND);
  return line;
}

/**
 * Whether the line has an open dispute (docs/decisions/disputes.md, "One open dispute per line"): a
 * payment and the entries that posted it are one line.
 */
async function openOnSameLine(tx: Tx, entryId: number | null, transactionId: number | null) {
  const sameLine: SQL[] = [];
  if (entryId !== null) sameLine.push(eq(disputes.journalEntryId, entryId));
  if (transactionId !== null) {
    sameLine.push(eq(disputes.transactionId, transactionId));
    const entries = await entryIdsOfTransactions(tx, [transactionId]);
    if (entries.length > 0) sameLine.push(inArray(disputes.journalEntryId, entries));
  }
  const [open] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.status, 'Open'), or(...sameLine)))
    .limit(1);
  return open !== undefined;
}

/**
 * POST /disputes: a member says a line of their own statement is wrong. With the member's row
 * locked (one dispute of theirs at a time), the line must be theirs and have no open dispute; the
 * dispute is recorded, audited, and the writing officials are told, in one transaction.
 */
export async function openDispute(
  db: Db,
  outbox: Outbox,
  input: CreateDisputeInput,
  context: SignedInContext,
): Promise<DisputeAnswer> {
  const ref = {
    userId: context.userId,
    transactionId: input.transaction_id ?? null,
    journalEntryId: input.journal_entry_id ?? null,
  };
  try {
    return await db.transaction(async (tx) => {
      await lockUser(tx, context.userId);
      const line = await ownLine(tx, ref);
      if (await openOnSameLine(tx, ref.journalEntryId, line.transactionId))
        throw conflict(ALREADY_OPEN, 'DISPUTE_OPEN');
      const [row] = await tx
        .insert(disputes)
        .values({ ...ref, reason: input.reason, createdAt: context.at })
        .returning();
      if (!row) throw new Error('The dispute insert returned no row');
      await recordAudit(tx, context, {
        action: 'create',
        entity: 'dispute',
        entityId: row.id,
        memberId: row.userId,
        after: {
          status: row.status,
          transaction_id: row.transactionId,
          journal_entry_id: row.journalEntryId,
          line: line.description,
          reason: row.reason,
        },
      });
      await tellOfficials(tx, outbox, row, line);
      return { ...(await disputeView(tx, row)), message: 'Dispute sent: the officials are told.' };
    });
  } catch (error) {
    if (
      violatesUnique(error, 'disputes_open_transaction_unique') ||
      violatesUnique(error, 'disputes_open_entry_unique')
    )
      throw conflict(ALREADY_OPEN, 'DISPUTE_OPEN');
    throw error;
  }
}

/**
 * PATCH /disputes/{id}: a writing official resolves or rejects an open dispute with an answer, which
 * the member is told; never their own dispute (docs/decisions/disputes.md, "Answering").
 */
export async function answerDispute(
  db: Db,
  outbox: Outbox,
  disputeId: number,
  input: AnswerDisputeInput,
  context: SignedInContext,
): Promise<DisputeAnswer> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
    if (!row) throw notFound(DISPUTE_NOT_FOUND);
    if (row.userId === context.userId)
      throw forbidden('Another official answers a dispute of your own.', 'OWN_DISPUTE');
    if (row.status !== 'Open')
      throw conflict(`This dispute is already ${row.status.toLowerCase()}.`, 'DISPUTE_ANSWERED');
    const [answered] = await tx
      .update(disputes)
      .set({ status: input.status, answer: input.answer, answeredBy: context.userId, answeredAt: context.at })
      .where(eq(disputes.id, row.id))
      .returning();
    if (!answered) throw new Error('The answered dispute was not updated');
    await recordAudit(tx, context, {
      action: input.status === 'Resolved' ? 'resolve' : 'reject',
      entity: 'dispute',
      entityId: row.id,
      memberId: row.userId,
      before: { status: row.status },
      after: { status: answered.status, answer: answered.answer },
    });
    const line = (await linesOf(tx, [row])).get(lineKey(row));
    if (line) await tellMember(tx, outbox, answered, line);
    const message = `Dispute ${answered.status.toLowerCase()}: the member is told.`;
    return { ...(await disputeView(tx, answered)), message };
  });
}
