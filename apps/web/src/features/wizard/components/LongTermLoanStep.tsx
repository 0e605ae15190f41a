import { Field } from '../../../components/ui/Field';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import type { PlannedLoan } from '../model/plan';
import { LoanPreview } from './LoanPreview';
import { fieldError, invalidControlClass, loanAmountOf, type StepProps } from './step-props';

/**
 * Step 3: a long-term loan the member already has (decisions §6): what was lent, what is still
 * owed, and when it was issued. Amounts min 1000, step 1000 (product spec §5).
 */
export function LongTermLoanStep({ loan, ...step }: StepProps & { loan: PlannedLoan | undefined }) {
  const { values, onChange, problems, today } = step;
  return (
    <div className={`space-y-5 ${invalidControlClass}`}>
      <p className="text-sm text-slate-500">
        Leave the amounts empty, or Skip, if the member has no long-term loan.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyInput label="Loan Amount" {...loanAmountOf(step, 'ltlLoanAmount')} hint="What was lent." />
        <MoneyInput label="Principal" {...loanAmountOf(step, 'ltlPrincipal')} hint="What is still owed." />
        <Field
          label="Date Issued"
          type="date"
          max={today}
          value={values.ltlDateIssued}
          onChange={(event) => onChange('ltlDateIssued', event.target.value)}
          error={fieldError(problems, 'ltlDateIssued')}
        />
      </div>
      <LoanPreview loan={loan} flat={false} />
    </div>
  );
}
