import { randomUUID } from 'node:crypto';
import type { Clock } from '@links/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deliveries, outbox } from '../../db/schema.js';
import { releaseLease, takeLease } from '../jobs/index.js';
import type { Channels, SendResult } from './channels/index.js';
import type { Channel } from './outbox.service.js';

/*
 * The delivery job (docs/decisions/notifications.md, "Delivery"): sends the queued deliveries that
 * are due by their channel, after the events that left them have committed, and records what
 * came of each attempt. It never touches the event itself.
 */

/** The waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const BACKOFF_MINUTES = [1, 5, 30, 120] as const;
export const MAX_ATTEMPTS = BACKOFF_MINUTES.length + 1;
/** How long a claimed delivery is held before another run may try it (a server that died mid-send). */
const CLAIM_MINUTES = 10;
const LEASE_NAME = 'deliveries';
const LEASE_SECONDS = 120;
const BATCH = 20;
/** At most this many per run, so one run never holds the lease for long. */
const PER_RUN = 200;

export type Delivery = typeof deliveries.$inferSelect;

export interface DeliveryRun {
  /** False when another server holds the job now. */
  ran: boolean;
  sent: number;
  failed: number;
  retried: number;
}

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * Claims a due delivery for one attempt: counts the attempt and holds it for a while, in one
 * statement, so that of runs claiming it at once only one gets it (each delivery is sent once).
 */
async function claim(db: DbOrTx, id: number, now: Date): Promise<Delivery | undefined> {
  const [claimed] = await db
    .update(deliveries)
    .set({ attempts: sql`${deliveries.attempts} + 1`, nextAttemptAt: minutesAfter(now, CLAIM_MINUTES) })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, 'queued'), lte(deliveries.nextAttemptAt, now)))
    .returning();
  return claimed;
}

/** What an attempt came to, written on the delivery. */
async function record(db: DbOrTx, delivery: Delivery, result: SendResult, now: Date): Promise<Delivery> {
  let change: Partial<Delivery>;
  if (result.outcome === 'sent') {
    change = { status: 'sent', providerId: result.providerId, sentAt: now, error: null };
  } else if (result.outcome === 'failed') {
    change = { status: 'failed', error: result.reason };
  } else if (delivery.attempts >= MAX_ATTEMPTS) {
    change = { status: 'failed', error: `${result.reason} (after ${delivery.attempts} attempts)` };
  } else {
    const wait = BACKOFF_MINUTES[Math.min(delivery.attempts, BACKOFF_MINUTES.length) - 1] ?? 1;
    change = { error: result.reason, nextAttemptAt: minutesAfter(now, wait) };
  }
  const [row] = await db.update(deliveries).set(change).where(eq(deliveries.id, delivery.id)).returning();
  return row ?? { ...delivery, ...change };
}

/** Sends one claimed delivery by its channel; a channel that throws counts as an attempt failed. */
async function attempt(db: DbOrTx, channels: Channels, clock: Clock, delivery: Delivery): Promise<Delivery> {
  const sender = channels[delivery.channel];
  const [message] = await db
    .select({ subject: outbox.subject, body: outbox.body, sms: outbox.sms })
    .from(outbox)
    .where(eq(outbox.id, delivery.messageId));
  let result: SendResult;
  if (!sender || !message) {
    result = { outcome: 'failed', reason: 'The message or its channel is gone' };
  } else {
    try {
      result = await sender.send({ address: delivery.address, ...message });
    } catch (error) {
      result = { outcome: 'retry', reason: `${delivery.channel}: ${(error as Error).message}`.slice(0, 300) };
    }
  }
  return record(db, delivery, result, clock.now());
}

export interface DeliveryService {
  /**
   * Sends what is due now, when no other server is running the job; the tests call it directly.
   * Deliveries of a channel that is not configured stay queued.
   */
  deliverDue(): Promise<DeliveryRun>;
  /** Tries one queued delivery at once (the channel test), whoever runs the job; undefined when not due. */
  deliverNow(id: number): Promise<Delivery | undefined>;
  configured(): Channel[];
}

export function createDeliveryService(db: DbOrTx, clock: Clock, channels: Channels): DeliveryService {
  const holder = randomUUID();
  const configured = () => (Object.keys(channels) as Channel[]).filter((c) => channels[c] !== undefined);

  async function dueIds(now: Date): Promise<number[]> {
    const rows = await db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.status, 'queued'),
          lte(deliveries.nextAttemptAt, now),
          inArray(deliveries.channel, configured()),
        ),
      )
      .orderBy(asc(deliveries.nextAttemptAt), asc(deliveries.id))
      .limit(BATCH);
    return rows.map((row) => row.id);
  }

  return {
    configured,
    async deliverNow(id) {
      const claimed = await claim(db, id, clock.now());
      return claimed && attempt(db, channels, clock, claimed);
    },
    async deliverDue() {
      const run: DeliveryRun = { ran: false, sent: 0, failed: 0, retried: 0 };
      if (configured().length === 0) return run;
      if (!(await takeLease(db, LEASE_NAME, holder, clock.now(), LEASE_SECONDS))) return run;
      run.ran = true;
      try {
        let done = 0;
        while (done < PER_RUN) {
          const ids = await dueIds(clock.now());
          if (ids.length === 0) break;
          for (const id of ids) {
            const claimed = await claim(db, id, clock.now());
            if (!claimed) continue;
            const after = await attempt(db, channels, clock, claimed);
            if (after.status === 'sent') run.sent++;
            else if (after.status === 'failed') run.failed++;
            else run.retried++;
          }
          done += ids.length;
          // Renewed between batches; lost (this server was too slow), the run stops.
          if (!(await takeLease(db, LEASE_NAME, holder, clock.now(), LEASE_SECONDS))) break;
        }
      } finally {
        await releaseLease(db, LEASE_NAME, holder, clock.now());
      }
      return run;
    },
  };
}
