import { disputeAnsweredText, disputeOpenedText, fullName } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { findUserById, officialIds } from '../directory/directory.service.js';
import type { Outbox } from '../outbox/index.js';
import type { DisputeRow, LineFacts } from './lines.js';

/**
 * docs/decisions/disputes.md, "Who is told": the writing officials when a member opens a dispute
 * (but not the member, when they are an official themselves), the member when it is answered;
 * once per dispute and person, in the dispute's own transaction.
 */
export async function tellOfficials(tx: DbOrTx, outbox: Outbox, row: DisputeRow, line: LineFacts) {
  const member = await findUserById(tx, row.userId);
  const name = member ? fullName(member) : `Member ${row.userId}`;
  for (const official of await officialIds(tx)) {
    if (official === row.userId) continue;
    await outbox.leave(tx, {
      userId: official,
      kind: 'dispute_opened',
      eventKey: `dispute:${row.id}:opened`,
      text: (language) =>
        disputeOpenedText(language, { disputeId: row.id, member: name, line, reason: row.reason }),
      link: '/disputes',
    });
  }
}

export async function tellMember(tx: DbOrTx, outbox: Outbox, row: DisputeRow, line: LineFacts) {
  if (row.status === 'Open' || row.answer === null) return;
  const { status, answer } = row;
  await outbox.leave(tx, {
    userId: row.userId,
    kind: 'dispute_answered',
    eventKey: `dispute:${row.id}:answered`,
    text: (language) => disputeAnsweredText(language, { disputeId: row.id, status, line, answer }),
    link: '/statement',
  });
}
