import { formatKES, parseKes } from '@links/domain';
import { useTranslation } from '../../../i18n';
import { monthlyTargetOf } from '../model/plan';
import { AmountField } from './AmountField';
import type { StepProps } from './step-props';

/**
 * Step 2: the yearly savings target (min 1000, step 1000) and the opening balance (min 0), with the
 * target per month as target / 12 (docs/spec/screens.md, "Create-user wizard";
 * docs/spec/validation.md, "Create-user wizard").
 */
export function SavingsStep({ control, values, problems }: StepProps) {
  const { t } = useTranslation();
  const target = parseKes(values.savingsTarget);
  const perMonth = target.ok && target.cents > 0 ? formatKES(monthlyTargetOf(target.cents)) : undefined;
  const boundTo = (name: 'savingsTarget' | 'initialSavings') => ({
    control,
    name,
    saidAbove: problems.message,
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <AmountField
        {...boundTo('savingsTarget')}
        label={t('wizard.savings.target')}
        min={1000}
        step={1000}
        hint={perMonth ? t('wizard.savings.targetHint', { perMonth }) : t('wizard.savings.targetHintBlank')}
      />
      <AmountField
        {...boundTo('initialSavings')}
        label={t('wizard.savings.initial')}
        min={0}
        hint={t('wizard.savings.initialHint')}
      />
    </div>
  );
}
