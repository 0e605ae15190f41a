import type { MemberLoanRow } from '@links/domain';
import { Card } from '../../../components/ui/Card';
import { MoneyStat, Stat } from '../../../components/ui/Stat';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { LoanStatusBadge } from '../../loans';

/** A rate fraction as a percent: 0.18 → `18%`, 0.125 → `12.5%` (a rate, not money). */
export const ratePercent = (rate: number) => `${Math.round(rate * 10_000) / 100}%`;

/**
 * A short-term loan at a glance (docs/decisions/loans.md, "Loan totals"): what is still owed (principal and
 * interest, which make the amount due), what was borrowed, the installment, rate and term, and the dates.
 */
export function ShortTermLoanSummary({ loan }: { loan: MemberLoanRow }) {
  const { t } = useTranslation();
  return (
    <Card>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-5 lg:grid-cols-4" data-testid="stl-summary">
        {/* The headline figure takes the whole row on a phone, so it is never cut short. */}
        <MoneyStat
          label={t('member.loan.amountDue')}
          kes={loan.amount_due}
          emphasis
          className="col-span-2 lg:col-span-1"
        />
        <MoneyStat label={t('member.loan.principal')} kes={loan.principal} />
        <MoneyStat label={t('member.loan.interest')} kes={loan.interest_amount} />
        <MoneyStat label={t('member.loan.installment')} kes={loan.installment_amount} />
        <MoneyStat label={t('member.loan.borrowed')} kes={loan.loan_amount} />
        <Stat label={t('member.loan.interestRate')}>{ratePercent(loan.interest_rate)}</Stat>
        <Stat label={t('member.loan.term')}>{loan.payment_period}</Stat>
        <Stat label={t('member.loan.status')}>
          <LoanStatusBadge status={loan.status} />
        </Stat>
        <Stat label={t('member.loan.issued')}>{formatDate(loan.date_issued)}</Stat>
        <Stat label={t('member.loan.due')}>{formatDate(loan.due_date)}</Stat>
      </dl>
    </Card>
  );
}
