import {
  applicationDecidedMessage,
  fullName,
  guaranteeAnsweredMessage,
  guarantorAskedMessage,
  type Language,
  type LoanKindName,
} from '@links/domain';
import type { Tx } from '../../db/client.js';
import { namesOf } from '../directory/directory.service.js';
import { linkInMessage, serverOutbox } from '../outbox/index.js';

/*
 * A loan application's messages (docs/decisions/notifications.md, "Loans"), each in the database
 * transaction of its event, once per event and member: each guarantor named is asked, the borrower
 * hears each answer and the decision.
 */

/** Where a guarantor answers and a borrower follows their application. */
export const APPLICATIONS_SCREEN = '/my-applications';

interface Application {
  id: number;
  userId: number;
  kind: LoanKindName;
  amountCents: number;
}

export async function askGuarantors(tx: Tx, application: Application, guarantorIds: readonly number[]) {
  if (guarantorIds.length === 0) return;
  const names = await namesOf(tx, [application.userId, ...guarantorIds]);
  const borrower = names.get(application.userId);
  if (!borrower) return;
  for (const guarantorId of guarantorIds) {
    const guarantor = names.get(guarantorId);
    if (!guarantor) continue;
    const figures = {
      firstname: guarantor.firstname,
      borrower: fullName(borrower),
      amount: application.amountCents,
      kind: application.kind,
      url: linkInMessage(APPLICATIONS_SCREEN),
    };
    await serverOutbox().leave(tx, {
      userId: guarantorId,
      kind: 'guarantor_asked',
      eventKey: `application:${application.id}:guarantor:${guarantorId}:asked`,
      link: APPLICATIONS_SCREEN,
      text: (language: Language) => guarantorAskedMessage(language, figures),
    });
  }
}

export async function tellGuaranteeAnswered(
  tx: Tx,
  application: Application,
  guarantorId: number,
  answer: { accepted: boolean; pledgedCents: number },
) {
  const names = await namesOf(tx, [application.userId, guarantorId]);
  const borrower = names.get(application.userId);
  const guarantor = names.get(guarantorId);
  if (!borrower || !guarantor) return;
  const figures = {
    firstname: borrower.firstname,
    guarantor: fullName(guarantor),
    accepted: answer.accepted,
    pledged: answer.pledgedCents,
    amount: application.amountCents,
  };
  await serverOutbox().leave(tx, {
    userId: application.userId,
    kind: 'guarantee_answered',
    eventKey: `application:${application.id}:guarantor:${guarantorId}:answered`,
    link: APPLICATIONS_SCREEN,
    text: (language: Language) => guaranteeAnsweredMessage(language, figures),
  });
}

export async function tellApplicationDecided(
  tx: Tx,
  application: Application,
  decision: { approved: boolean; reason: string | null },
) {
  const borrower = (await namesOf(tx, [application.userId])).get(application.userId);
  if (!borrower) return;
  const figures = {
    firstname: borrower.firstname,
    approved: decision.approved,
    amount: application.amountCents,
    kind: application.kind,
    reason: decision.reason,
  };
  await serverOutbox().leave(tx, {
    userId: application.userId,
    kind: 'application_decided',
    eventKey: `application:${application.id}:decided`,
    link: APPLICATIONS_SCREEN,
    text: (language: Language) => applicationDecidedMessage(language, figures),
  });
}
