import { applicationOperations } from './applications.js';
import { approvalOperations } from './approvals.js';
import { auditOperations } from './audit.js';
import { authOperations } from './auth.js';
import { backupOperations } from './backups.js';
import { bankingOperations } from './banking.js';
import { booksOperations } from './books.js';
import { contributionOperations } from './contributions.js';
import { darajaOperations } from './daraja.js';
import { disputeOperations } from './disputes.js';
import { fundClaimOperations } from './fund-claims.js';
import { hostOperations } from './host.js';
import { loanOperations } from './loans.js';
import { meetingOperations } from './meetings.js';
import { memberOperations } from './members.js';
import { messageOperations } from './messages.js';
import { notificationOperations } from './notifications.js';
import { paymentOperations } from './payments.js';
import { payoutOperations } from './payouts.js';
import { reportOperations } from './reports.js';
import { rotationOperations } from './rotations.js';
import { savingsOperations } from './savings.js';
import { settingsOperations } from './settings.js';
import { shareOutOperations } from './shareouts.js';
import { statementOperations } from './statements.js';
import { transactionOperations } from './transactions.js';
import { withdrawalOperations } from './withdrawals.js';

/**
 * The table of the API's operations (docs/decisions/contract.md, "One table of operations"): one
 * entry per route, by name, gathered from each area's file.
 */
export const operations = {
  ...applicationOperations,
  ...approvalOperations,
  ...auditOperations,
  ...authOperations,
  ...backupOperations,
  ...bankingOperations,
  ...booksOperations,
  ...contributionOperations,
  ...darajaOperations,
  ...disputeOperations,
  ...fundClaimOperations,
  ...hostOperations,
  ...loanOperations,
  ...meetingOperations,
  ...memberOperations,
  ...notificationOperations,
  ...messageOperations,
  ...paymentOperations,
  ...payoutOperations,
  ...reportOperations,
  ...rotationOperations,
  ...savingsOperations,
  ...settingsOperations,
  ...shareOutOperations,
  ...statementOperations,
  ...transactionOperations,
  ...withdrawalOperations,
};

export type Operations = typeof operations;
