import { basisPointsToPercent, formatKES } from '@links/domain';
import type { PlannedLoan } from '../model/plan';

/** The installment a loan will have at the group's settings, shown while it is typed. */
export function LoanPreview({ loan, flat }: { loan: PlannedLoan | undefined; flat: boolean }) {
  if (!loan || loan.installment === undefined || loan.principal === 0) return null;
  const rate = `${basisPointsToPercent(loan.rateBp)}%${flat ? ' flat' : ' a year'}`;
  return (
    <p data-testid="loan-preview" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      {formatKES(loan.installment)} a month over {loan.months} months at {rate}.
    </p>
  );
}
