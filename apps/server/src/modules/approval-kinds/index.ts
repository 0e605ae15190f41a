import type { ApprovalKind } from '@links/domain';
import { registerApprovals } from '../approvals/index.js';
import { requireSettings } from '../settings/settings.service.js';
import { memberExitKind } from './exit-kind.js';
import { fundClaimKind } from './fund-claim-kind.js';
import { loanApplicationKind, longTermLoanKind, shortTermLoanKind } from './loan-kinds.js';
import {
  approvalSettingsKind,
  expenseKind,
  fineWaiverKind,
  shareOutKind,
  transferKind,
} from './money-kinds.js';
import { officeChangeKind } from './office-kind.js';
import { expenseReversalKind, transactionReversalKind, transferReversalKind } from './reversal-kinds.js';
import { rotationReleaseKind } from './rotation-kind.js';
import { withdrawalKind } from './withdrawal-kind.js';

/**
 * The registry of kinds (docs/decisions/approvals.md, "Kinds"): adding one is its payload schema,
 * its executor and what it is about, here and in the domain's list of kinds.
 */
export const approvalKinds = {
  long_term_loan: longTermLoanKind,
  short_term_loan: shortTermLoanKind,
  loan_application: loanApplicationKind,
  expense: expenseKind,
  transfer: transferKind,
  fine_waiver: fineWaiverKind,
  share_out: shareOutKind,
  approval_settings: approvalSettingsKind,
  office_change: officeChangeKind,
  member_exit: memberExitKind,
  transaction_reversal: transactionReversalKind,
  expense_reversal: expenseReversalKind,
  transfer_reversal: transferReversalKind,
  withdrawal: withdrawalKind,
  fund_claim: fundClaimKind,
  rotation_release: rotationReleaseKind,
} satisfies Record<ApprovalKind, { execute: unknown; about: unknown }>;

declare module '../approvals/kinds.js' {
  interface ApprovalKindTypes {
    registry: typeof approvalKinds;
  }
}

/**
 * Hands the kinds and the reader of the quorum settings to approvals, which sits below every module
 * whose use cases the kinds carry out (docs/architecture.md, "Server modules"). Called at start.
 */
export function registerApprovalKinds() {
  registerApprovals(approvalKinds, requireSettings);
}
