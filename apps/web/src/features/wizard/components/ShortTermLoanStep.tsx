import { Field } from '../../../components/ui/Field';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import type { PlannedLoan } from '../model/plan';
import { LoanPreview } from './LoanPreview';
import { fieldError, loanAmountOf, type StepProps } from './step-props';

/** Step 4: a short-term loan the member already has: principal (min 1000, step 1000) and issue date. */
export function ShortTermLoanStep({ loan, ...step }: StepProps & { loan: PlannedLoan | undefined }) {
  const { values, onChange, problems, today } = step;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-500">
        Leave the principal empty, or Skip, if the member has no short-term loan.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyInput label="Principal" {...loanAmountOf(step, 'stlPrincipal')} />
        <Field
          label="Date Issued"
          type="date"
          max={today}
          value={values.stlDateIssued}
          onChange={(event) => onChange('stlDateIssued', event.target.value)}
          error={fieldError(problems, 'stlDateIssued')}
        />
      </div>
      <LoanPreview loan={loan} flat />
    </div>
  );
}
