import { basisPointsToPercent, formatKES } from '@links/domain';
import { useTranslation } from '../../../i18n';
import type { PlannedLoan } from '../model/plan';

/** The installment a loan will have at the group's settings, shown while it is typed. */
export function LoanPreview({ loan, flat }: { loan: PlannedLoan | undefined; flat: boolean }) {
  const { t } = useTranslation();
  if (!loan || loan.installment === undefined || loan.principal === 0) return null;
  const terms = {
    installment: formatKES(loan.installment),
    months: loan.months,
    rate: basisPointsToPercent(loan.rateBp),
  };
  return (
    <p data-testid="loan-preview" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      {flat ? t('wizard.loan.previewFlat', terms) : t('wizard.loan.previewYearly', terms)}
    </p>
  );
}
