import { leaveMessage } from '../../apps/server/src/harness.js';

/** A `prepare` for startServer: a receipt with no link waiting in a member's inbox. */
export const leftReceipt = (email: string, subject: string) => (dataDir: string) =>
  leaveMessage(dataDir, {
    email,
    kind: 'payment_approved',
    eventKey: 'transaction:0:approved',
    subject,
    body: 'We received KES 1,000.00 from you. Your savings are now KES 21,000.00.',
  });
