import { MAX_LOAN_MONTHS } from '@links/domain';
import type { Control } from 'react-hook-form';
import { NumberField } from '../../../components/form/TextField';
import { useTranslation } from '../../../i18n';
import type { LoanFormValues } from './LoanFields';

/** The short-term form's wire fields, and the rate (in percent) and the period as typed: its own fields. */
export interface ShortTermValues extends LoanFormValues {
  principal: number | undefined;
  rate: string;
  period: string;
}

/**
 * The short-term loan's own fields (docs/spec/validation.md, "Short-term loan form": optional): the rate for
 * the whole loan in percent and the period in months, showing the settings' values until they are typed in.
 */
export function ShortTermTermsFields({
  control,
  defaults,
  known,
}: {
  control: Control<ShortTermValues>;
  defaults: { rate: string; period: string };
  known: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NumberField
        control={control}
        name="rate"
        label={t('loans.form.interestRate')}
        unit="%"
        inputMode="decimal"
        min={0.01}
        max={100}
        step={0.01}
        placeholder={defaults.rate}
        hint={known ? t('loans.form.rateHint', { rate: defaults.rate }) : t('loans.form.rateHintUnknown')}
      />
      <NumberField
        control={control}
        name="period"
        label={t('loans.form.period')}
        inputMode="numeric"
        min={1}
        max={MAX_LOAN_MONTHS}
        step={1}
        placeholder={defaults.period}
        hint={known ? t('loans.form.periodHint', { months: defaults.period }) : undefined}
      />
    </div>
  );
}
