import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { useTranslation } from '../../../i18n';
import { loanQuery, ScheduleTable, scheduleLineOf } from '../../loans';
import { currentShortTermLoan, useMemberLoans } from '../api/get-member-loans';
import { LoanRepaymentsTable } from './LoanRepaymentsTable';
import { ShortTermLoanSummary } from './ShortTermLoanSummary';

/**
 * The member's short-term loan: found among their loans, then read with its schedule and
 * repayments. `withDetails` adds the schedule and the repayments under the summary.
 */
export function MyShortTermLoan({ userId, withDetails }: { userId: number; withDetails: boolean }) {
  const { t } = useTranslation();
  const loans = useMemberLoans(userId);
  const loan = loans.data ? currentShortTermLoan(loans.data) : undefined;
  // GET /loans/{id} once the member's loan is known: the schedule and the repayments.
  const detail = useQuery({ ...loanQuery(loan?.id ?? 0), enabled: loan !== undefined });

  if (loans.isError || detail.isError) return <Alert>{t('member.loan.failed')}</Alert>;
  if (loans.isPending) return <Loading>{t('member.loan.loading')}</Loading>;
  if (!loan) {
    return (
      <Card>
        <EmptyState>{t('member.loan.none')}</EmptyState>
      </Card>
    );
  }
  if (detail.isPending) return <Loading>{t('member.loan.loading')}</Loading>;
  const { schedule, payments } = detail.data;
  return (
    <div className="space-y-6">
      <ShortTermLoanSummary loan={detail.data.loan} />
      {withDetails ? (
        <>
          <section aria-labelledby="schedule-heading">
            <h2 id="schedule-heading" className="mb-3 text-base font-semibold text-slate-900">
              {t('member.loan.schedule')}
            </h2>
            <ScheduleTable lines={schedule.map(scheduleLineOf)} withPaid />
          </section>
          <section aria-labelledby="repayments-heading">
            <h2 id="repayments-heading" className="mb-3 text-base font-semibold text-slate-900">
              {t('member.repayments.label')}
            </h2>
            <LoanRepaymentsTable payments={payments} />
          </section>
        </>
      ) : null}
    </div>
  );
}
