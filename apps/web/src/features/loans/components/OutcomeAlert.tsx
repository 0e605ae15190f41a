import { formatDate, formatKES } from '@links/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { kesToCents } from '../../../lib/money';
import type { LoanKind } from '../api/get-loans';
import { loanKinds } from './kinds';

export interface Outcome {
  /** `info`: sent for approval rather than done (docs/decisions/approvals.md). */
  tone: 'success' | 'error' | 'info';
  text: string;
  /** What the server computed for the loan just issued: `Installment KES 4,707.35 …`. */
  detail?: string;
  /** The loan just issued, to open it from the message. */
  loanId?: number;
}

/** The server's figures for a loan just issued, as the success message's second line. */
export const issuedDetail = (installmentKes: number, dueDate: string) =>
  `Installment ${formatKES(kesToCents(installmentKes))}, the last one due ${formatDate(dueDate)}.`;

const linkClass = 'font-semibold underline underline-offset-2 hover:no-underline';

/** A form's result; after a loan is issued, links to it and back to the list of its kind. */
export function OutcomeAlert({ outcome, kind }: { outcome: Outcome; kind: LoanKind }) {
  return (
    <Alert tone={outcome.tone}>
      <p>{outcome.text}</p>
      {outcome.detail ? <p className="mt-0.5">{outcome.detail}</p> : null}
      {outcome.loanId !== undefined ? (
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          <Link to={`/loans/${outcome.loanId}`} className={linkClass}>
            View loan
          </Link>
          <Link to={loanKinds[kind].listPath} className={linkClass}>
            Back to {loanKinds[kind].title.toLowerCase()}
          </Link>
        </p>
      ) : null}
    </Alert>
  );
}
