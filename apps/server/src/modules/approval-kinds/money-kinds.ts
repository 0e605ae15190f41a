import {
  type Cents,
  type CreateExpenseInput,
  formatDate,
  formatKES,
  fullName,
  type SettingsChangeBody,
} from '@links/domain';
import { z } from 'zod';
import { answerCents, defineKind, referenceTo, stored } from '../approvals/index.js';
import { createExpense } from '../banking/banking.service.js';
import { transferMoney } from '../banking/index.js';
import { waiveFine } from '../fines/fines.service.js';
import { toSettingsAnswer, updateSettings } from '../settings/settings.service.js';
import { commitShareOut } from '../shareouts/share-outs.service.js';

/**
 * The other uses of the group's money (docs/decisions/approvals.md, "Kinds"): expenses at or above
 * the threshold, transfers, fine waivers, share-outs, and the quorum settings themselves.
 */

const expensePayload: z.ZodType<CreateExpenseInput> = z.object({
  account_id: stored.id,
  amount: stored.cents,
  comment_type: stored.text,
  comment: stored.text.nullable(),
  date: stored.date,
});

export const expenseKind = defineKind({
  payload: expensePayload,
  execute: (db, payload, run) => createExpense(db, payload, run.context, run.approverIds),
  about: (payload, answer) => ({
    summary: `Expense: ${payload.comment_type}${payload.comment ? ` (${payload.comment})` : ''}`,
    amount: payload.amount,
    beneficiaryId: null,
    subject: null,
    reference: referenceTo('expense', answer.expense_id),
  }),
  needsQuorum: (payload, settings) => payload.amount >= settings.approvalThresholdCents,
});

const transferPayload = z.object({
  from_account_id: stored.id,
  to_account_id: stored.id,
  amount: stored.cents,
  date: stored.date,
  memo: stored.text.nullable(),
});

export const transferKind = defineKind({
  payload: transferPayload,
  execute: (db, payload, run) => transferMoney(db, payload, run.context),
  about: (payload, answer) => ({
    summary:
      payload.memo ??
      `Transfer of ${formatKES(payload.amount)} between accounts, ${formatDate(payload.date)}`,
    amount: payload.amount,
    beneficiaryId: null,
    subject: null,
    reference: referenceTo('entry', answer.entry_id),
  }),
});

const finePayload = z.object({ fine_id: stored.id, reason: stored.text });

export const fineWaiverKind = defineKind({
  payload: finePayload,
  execute: (db, payload, run) => waiveFine(db, payload.fine_id, run.context, payload.reason),
  about: (payload, answer) => ({
    summary: `Waive fine #${payload.fine_id} of ${fullName(answer)}: ${payload.reason}`,
    amount: answerCents(answer.waived),
    beneficiaryId: answer.user_id,
    subject: `fine:${payload.fine_id}`,
    reference: referenceTo('fine', payload.fine_id),
  }),
});

const shareOutPayload = z.object({
  from: stored.date,
  to: stored.date,
  method: z.enum(['proportional', 'time_weighted']),
  withholding_rate: z.number().int().min(0),
  payout: z.enum(['to_savings', 'cash']),
  account_id: stored.id.optional(),
  pay_by_mpesa: z.boolean().optional(),
});

export const shareOutKind = defineKind({
  payload: shareOutPayload,
  execute: (db, payload, run) =>
    commitShareOut(db, payload, {
      today: run.today,
      createdBy: run.context.userId,
      who: run.context,
      approverIds: run.approverIds,
    }),
  about: (payload, answer) => ({
    summary: `Share-out of ${formatDate(payload.from)} to ${formatDate(payload.to)} (${payload.payout === 'cash' ? (payload.pay_by_mpesa ? 'by M-Pesa' : 'in cash') : 'to savings'})`,
    amount: answerCents(answer.distributable),
    beneficiaryId: null,
    subject: 'share_out',
    reference: referenceTo('share_out', answer.id),
  }),
});

type QuorumChange = Pick<SettingsChangeBody, 'approvals_required' | 'approval_threshold'>;
const quorumPayload: z.ZodType<QuorumChange> = z.object({
  approvals_required: z.number().int().min(1).max(3).optional(),
  approval_threshold: stored.cents.optional(),
});

/** The quorum's own settings: changing them needs the quorum in force (docs/decisions/approvals.md). */
export const approvalSettingsKind = defineKind({
  payload: quorumPayload,
  execute: async (db, payload, run) => toSettingsAnswer(await updateSettings(db, payload, run.context)),
  about: (payload) => ({
    summary: [
      payload.approvals_required === undefined ? null : `Approvals required: ${payload.approvals_required}`,
      payload.approval_threshold === undefined
        ? null
        : `expenses need approval from ${formatKES(payload.approval_threshold as Cents)}`,
    ]
      .filter(Boolean)
      .join('; '),
    amount: null,
    beneficiaryId: null,
    subject: 'approval_settings',
    reference: referenceTo('settings', 1),
  }),
  needsQuorum: (payload, settings) =>
    (payload.approvals_required !== undefined && payload.approvals_required !== settings.approvalsRequired) ||
    (payload.approval_threshold !== undefined &&
      payload.approval_threshold !== settings.approvalThresholdCents),
});
