import { Card } from '../../../components/ui/Card';
import { Money } from '../../../components/ui/Money';
import { Stat } from '../../../components/ui/Stat';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { percentLabel, rateToBasisPoints } from '../../../lib/rates';
import type { LoanDetail } from '../api/get-loan';
import { borrowerName, loanKinds } from './kinds';
import { LoanStatusBadge } from './LoanStatusBadge';

const kes = (value: number) => <Money cents={kesToCents(value)} currency />;

/**
 * The loan's figures: what was lent, on what terms, and what is still owed
 * (docs/decisions/loans.md, "Listing fields").
 */
export function LoanSummary({ loan }: { loan: LoanDetail['loan'] }) {
  const { t } = useTranslation();
  const kind = loanKinds[loan.kind];
  const rate = percentLabel(rateToBasisPoints(loan.interest_rate));
  return (
    <Card>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-lg font-semibold text-slate-900">{borrowerName(loan)}</p>
          <p className="text-sm text-slate-500 first-letter:uppercase">{t(kind.noun)}</p>
        </div>
        <LoanStatusBadge status={loan.status} />
      </div>
      <dl className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        <Stat label={t('loans.summary.amountDue')} emphasis>
          {kes(loan.amount_due)}
        </Stat>
        <Stat label={t('loans.summary.principalOwed')}>{kes(loan.principal)}</Stat>
        <Stat label={t('loans.summary.interestOwed')}>{kes(loan.interest_amount)}</Stat>
        <Stat label={t('loans.summary.installment')}>{kes(loan.installment_amount)}</Stat>
        <Stat label={t('loans.summary.loanAmount')}>{kes(loan.loan_amount)}</Stat>
        <Stat label={t('loans.summary.rate')}>{t(kind.rate, { rate })}</Stat>
        <Stat label={t('loans.summary.term')}>
          {t('loans.summary.termValue', { months: loan.payment_period })}
        </Stat>
        <Stat label={t('loans.summary.issued')}>{formatDate(loan.date_issued)}</Stat>
        <Stat label={t('loans.summary.dueDate')}>{formatDate(loan.due_date)}</Stat>
      </dl>
    </Card>
  );
}
