import { leaveMessage } from '../../apps/server/src/harness.js';

/**
 * A `prepare` for startServer: the request to guarantee a loan left in the guarantor's inbox, as
 * the hook of a loan application leaves it (kind `guarantor_asked`, linking to the guarantor's
 * requests), written into the data folder before the server starts. The test's application is the
 * group's first, so the event is application 1's.
 */
export const guarantorAsked =
  (guarantorEmail: string, borrower: string, amount: string) => (dataDir: string) =>
    leaveMessage(dataDir, {
      email: guarantorEmail,
      kind: 'guarantor_asked',
      eventKey: 'application:1:guarantor_asked',
      subject: `${borrower} asks you to guarantee a loan`,
      body: `${borrower} asks you to guarantee a loan of ${amount}. Open Loan Applications to accept or decline.`,
      link: '/my-applications',
    });

/** A `prepare` for startServer: a receipt with no link waiting in a member's inbox. */
export const leftReceipt = (email: string, subject: string) => (dataDir: string) =>
  leaveMessage(dataDir, {
    email,
    kind: 'payment_approved',
    eventKey: 'transaction:0:approved',
    subject,
    body: 'We received KES 1,000.00 from you. Your savings are now KES 21,000.00.',
  });
