import { todayInGroupZone } from '@links/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ApiError, messageOf } from '../../../lib/api';
import { changesGroup, hasKnownRole, screensOf } from '../../../lib/session';
import { useStoredUser } from '../../../lib/useSession';
import { HistoryPanel } from '../../audit';
import { type LoanDetail, useLoan } from '../api/get-loan';
import { isUncleared, loanKinds } from '../components/kinds';
import { LoanSummary } from '../components/LoanSummary';
import { PayoffPanel } from '../components/PayoffPanel';
import { RepaymentsTable } from '../components/RepaymentsTable';
import { ScheduleTable, scheduleLineOf } from '../components/ScheduleTable';
import { WhatIsDue } from '../components/WhatIsDue';

export const LOAN_NOT_FOUND = 'Loan not found.';
export const LOAN_LOAD_FAILED = 'Failed to load loans';

/** /loans/:id (an admin, or the member who owes it): figures, what is due, payments, schedule. */
export function LoanDetailPage() {
  const { id } = useParams();
  const loanId = Number(id);
  const valid = Number.isSafeInteger(loanId) && loanId > 0;
  return valid ? (
    <LoanDetailContent loanId={loanId} />
  ) : (
    <Frame>
      <Alert>{LOAN_NOT_FOUND}</Alert>
    </Frame>
  );
}

function Frame({ loan, children }: { loan?: LoanDetail['loan']; children: ReactNode }) {
  const user = useStoredUser();
  const kind = loan ? loanKinds[loan.kind] : undefined;
  const back = kind
    ? hasKnownRole(user) && screensOf(user) === 'admin'
      ? kind.listPath
      : kind.memberPath
    : undefined;
  return (
    <>
      <PageHeader
        title="Loan Details"
        actions={
          back && kind ? (
            <ButtonLink to={back} variant="secondary">
              Back to {kind.title.toLowerCase()}
            </ButtonLink>
          ) : null
        }
      >
        A loan's figures, what is due, its payments and its schedule. Amounts in KES.
      </PageHeader>
      {children}
    </>
  );
}

function LoanDetailContent({ loanId }: { loanId: number }) {
  const detail = useLoan(loanId);
  const user = useStoredUser();
  if (detail.isPending) {
    return (
      <Frame>
        <Loading>Loading loan...</Loading>
      </Frame>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    // A missing (or another member's) loan is the server's 404 and its message; else
    // docs/spec/errors.md, "Forms".
    return (
      <Frame>
        <Alert>{missing ? messageOf(detail.error, LOAN_NOT_FOUND) : LOAN_LOAD_FAILED}</Alert>
      </Frame>
    );
  }
  const { loan, schedule, payments } = detail.data;
  const lines = schedule.map(scheduleLineOf);
  return (
    <Frame loan={loan}>
      <div className="space-y-8">
        <LoanSummary loan={loan} />
        <Section title="What is due">
          <WhatIsDue schedule={schedule} today={todayInGroupZone()} />
        </Section>
        <Section title="Early settlement">
          <PayoffPanel loan={loan} isAdmin={changesGroup(user)} cleared={!isUncleared(loan.status)} />
        </Section>
        <Section title="Payments">
          <RepaymentsTable payments={payments} />
        </Section>
        <Section title="Schedule">
          <ScheduleTable lines={lines} withPaid />
        </Section>
        <HistoryPanel subject={{ entity: 'loan', entityId: loan.id }} />
      </div>
    </Frame>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `loan-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
