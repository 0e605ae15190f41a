import { formatKES, parseKes } from '@links/domain';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { monthlyTargetOf } from '../model/plan';
import { fieldError, type StepProps } from './step-props';

/**
 * Step 2: the yearly savings target (min 1000, step 1000) and the opening balance (min 0), with the
 * target per month as target / 12 (product spec §2, §5).
 */
export function SavingsStep({ values, onChange, problems }: StepProps) {
  const target = parseKes(values.savingsTarget);
  const perMonth = target.ok && target.cents > 0 ? formatKES(monthlyTargetOf(target.cents)) : undefined;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <MoneyInput
        label="Savings Target"
        min={1000}
        step={1000}
        value={values.savingsTarget}
        onChange={(value) => onChange('savingsTarget', value)}
        error={fieldError(problems, 'savingsTarget')}
        hint={perMonth ? `Yearly. Target per month: ${perMonth}.` : 'Yearly, in steps of 1,000.'}
      />
      <MoneyInput
        label="Initial Savings"
        min={0}
        value={values.initialSavings}
        onChange={(value) => onChange('initialSavings', value)}
        error={fieldError(problems, 'initialSavings')}
        hint="What the member has saved already; leave empty for none."
      />
    </div>
  );
}
