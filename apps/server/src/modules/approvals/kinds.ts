import type { ApprovalKind } from '@links/domain';
import type { ApprovalKindSpec } from './kind.js';
import { loanApplicationKind, longTermLoanKind, shortTermLoanKind } from './loan-kinds.js';
import {
  approvalSettingsKind,
  expenseKind,
  fineWaiverKind,
  shareOutKind,
  transferKind,
} from './money-kinds.js';
import { officeChangeKind } from './office-kind.js';

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
} satisfies Record<ApprovalKind, { execute: unknown; about: unknown }>;

export type Kinds = typeof approvalKinds;
export type PayloadOf<K extends ApprovalKind> =
  Kinds[K] extends ApprovalKindSpec<infer P, unknown> ? P : never;
export type AnswerOf<K extends ApprovalKind> = Kinds[K] extends ApprovalKindSpec<never, infer A> ? A : never;

/** A kind as the service runs it, whatever its payload. */
export const kindOf = (kind: ApprovalKind) =>
  approvalKinds[kind] as unknown as ApprovalKindSpec<unknown, unknown>;
