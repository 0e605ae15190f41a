import { isoDateInGroupZone, rotationPotPaidMessage } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { createOutbox, type Outbox } from '../outbox/index.js';

/**
 * docs/decisions/rotations.md, "The recipient is told": the member a round's pot is paid to, once per
 * round, in the transaction that paid it.
 */
let serverOutbox: Outbox | undefined;

export function useRotationOutbox(outbox: Outbox): void {
  serverOutbox = outbox;
}

export async function tellPotPaid(
  tx: DbOrTx,
  pot: {
    rotationId: number;
    rotationName: string;
    round: number;
    recipientId: number;
    amountCents: number;
    shortfallCents: number;
    on: string;
  },
  now: Date,
): Promise<void> {
  const outbox = serverOutbox ?? createOutbox({ now: () => now, today: () => isoDateInGroupZone(now) });
  await outbox.leave(tx, {
    userId: pot.recipientId,
    kind: 'rotation_pot_paid',
    eventKey: `rotation:${pot.rotationId}:${pot.round}:paid`,
    link: `/rotations/${pot.rotationId}`,
    text: (language) =>
      rotationPotPaidMessage(language, {
        rotationName: pot.rotationName,
        round: pot.round,
        amountCents: pot.amountCents,
        shortfallCents: pot.shortfallCents,
        on: pot.on,
      }),
  });
}
