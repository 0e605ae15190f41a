import { todayInGroupZone } from '@links/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
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

/** /loans/:id (an admin, or the member who owes it): figures, what is due, payments, schedule. */
export function LoanDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const loanId = Number(id);
  const valid = Number.isSafeInteger(loanId) && loanId > 0;
  return valid ? (
    <LoanDetailContent loanId={loanId} />
  ) : (
    <Frame>
      <Alert>{t('loans.detail.notFound')}</Alert>
    </Frame>
  );
}

function Frame({ loan, children }: { loan?: LoanDetail['loan']; children: ReactNode }) {
  const { t } = useTranslation();
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
        title={t('loans.detail.title')}
        actions={
          back && kind ? (
            <ButtonLink to={back} variant="secondary">
              {t(kind.back)}
            </ButtonLink>
          ) : null
        }
      >
        {t('loans.detail.intro')}
      </PageHeader>
      {children}
    </>
  );
}

function LoanDetailContent({ loanId }: { loanId: number }) {
  const { t } = useTranslation();
  const detail = useLoan(loanId);
  const user = useStoredUser();
  if (detail.isPending) {
    return (
      <Frame>
        <Loading>{t('loans.detail.loading')}</Loading>
      </Frame>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    // A missing (or another member's) loan is the server's 404 and its message; else
    // docs/spec/errors.md, "Forms".
    return (
      <Frame>
        <Alert>
          {missing ? messageOf(detail.error, t('loans.detail.notFound')) : t('loans.detail.loadFailed')}
        </Alert>
      </Frame>
    );
  }
  const { loan, schedule, payments } = detail.data;
  const lines = schedule.map(scheduleLineOf);
  return (
    <Frame loan={loan}>
      <div className="space-y-8">
        <LoanSummary loan={loan} />
        <Section id="loan-what-is-due" title={t('loans.detail.whatIsDue')}>
          <WhatIsDue schedule={schedule} today={todayInGroupZone()} />
        </Section>
        <Section id="loan-early-settlement" title={t('loans.detail.earlySettlement')}>
          <PayoffPanel loan={loan} isAdmin={changesGroup(user)} cleared={!isUncleared(loan.status)} />
        </Section>
        <Section id="loan-payments" title={t('loans.detail.payments')}>
          <RepaymentsTable payments={payments} />
        </Section>
        <Section id="loan-schedule" title={t('loans.detail.schedule')}>
          <ScheduleTable lines={lines} withPaid />
        </Section>
        <HistoryPanel subject={{ entity: 'loan', entityId: loan.id }} />
      </div>
    </Frame>
  );
}

/** A part of the page under its heading; `id` ties the two, the same in every language. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
