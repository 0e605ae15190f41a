import type { FastifyBaseLogger } from 'fastify';
import { asPlatform } from '../../db/group-context.js';
import type { DeliveryService } from './delivery.service.js';

/** Every 15 seconds, and soon after a message is left (docs/decisions/notifications.md, "Delivery"). */
export const DELIVERY_INTERVAL_MS = 15_000;
const NUDGE_DELAY_MS = 300;

export interface DeliveryJob {
  /** Asks for a run soon: after a message was left. Runs never overlap on one server. */
  nudge(): void;
  stop(): Promise<void>;
}

/** Runs the delivery job now, every 15 seconds and when nudged, until stopped. */
export function startDeliveryJob(service: DeliveryService, log: FastifyBaseLogger): DeliveryJob {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let nudged: NodeJS.Timeout | undefined;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    // docs/decisions/groups.md, "The group of a request": the round takes every group's messages.
    running = asPlatform(() => service.deliverDue()).then(
      (done) => {
        if (done.sent + done.failed + done.retried > 0) log.info(done, 'deliveries tried');
      },
      (error) => log.error({ err: error }, 'the delivery job failed'),
    );
    running.finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run();
      }
    });
  };
  run();
  const timer = setInterval(run, DELIVERY_INTERVAL_MS);
  timer.unref();
  return {
    nudge() {
      if (stopped || nudged) return;
      nudged = setTimeout(() => {
        nudged = undefined;
        run();
      }, NUDGE_DELAY_MS);
      nudged.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (nudged) clearTimeout(nudged);
      await running;
    },
  };
}
