import { type ApprovalPending, formatKES, isApprovalPending } from '@links/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { SendFromPayouts } from '../../payouts';
import type { LoanKind } from '../api/get-loans';
import { loanKinds } from './kinds';

export interface Outcome {
  /** `info`: sent for approval rather than done (docs/decisions/approvals.md). */
  tone: 'success' | 'error' | 'info';
  text: string;
  /** What the server computed for the loan just issued, said as a second line: `Installment KES 4,707.35 …`. */
  issued?: { installment: number; dueDate: string };
  /** The loan just issued, to open it from the message. */
  loanId?: number;
  /** The loan is owed to the member by M-Pesa: the message points to Payouts to send it. */
  byMpesa?: boolean;
}

/**
 * What a loan form says once its call answered: the loan issued, with the server's figures as a
 * second line and a link to it, or the request sent for approval (docs/decisions/approvals.md). A loan
 * paid `byMpesa` is owed to the member until an official sends it (docs/decisions/payouts.md, "Owing").
 */
export function issuedOutcome(
  answer: ApprovalPending | { installment_amount: number; due_date: string; loan_id: number },
  done: string,
  byMpesa = false,
): Outcome {
  if (isApprovalPending(answer)) return { tone: 'info', text: answer.message };
  // The server's message is `done`'s English words; `done` says them in the language on screen.
  return {
    tone: 'success',
    text: done,
    issued: { installment: answer.installment_amount, dueDate: answer.due_date },
    loanId: answer.loan_id,
    ...(byMpesa ? { byMpesa } : {}),
  };
}

const linkClass = 'font-semibold underline underline-offset-2 hover:no-underline';

/** A form's result; after a loan is issued, links to it and back to the list of its kind. */
export function OutcomeAlert({ outcome, kind }: { outcome: Outcome; kind: LoanKind }) {
  const { t } = useTranslation();
  const { issued } = outcome;
  return (
    <Alert tone={outcome.tone}>
      <p>{outcome.text}</p>
      {issued ? (
        <p className="mt-0.5">
          {t('loans.outcome.detail', {
            amount: formatKES(kesToCents(issued.installment)),
            date: formatDate(issued.dueDate),
          })}
        </p>
      ) : null}
      {outcome.byMpesa ? (
        <p className="mt-0.5">
          {t('loans.outcome.owedByMpesa')} <SendFromPayouts />
        </p>
      ) : null}
      {outcome.loanId !== undefined ? (
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          <Link to={`/loans/${outcome.loanId}`} className={linkClass}>
            {t('loans.outcome.viewLoan')}
          </Link>
          <Link to={loanKinds[kind].listPath} className={linkClass}>
            {t(loanKinds[kind].back)}
          </Link>
        </p>
      ) : null}
    </Alert>
  );
}
