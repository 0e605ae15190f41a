import { DateField } from '../../../components/form/TextField';
import type { PlannedLoan } from '../model/plan';
import type { WizardField } from '../model/wizard-values';
import { AmountField } from './AmountField';
import { LoanPreview } from './LoanPreview';
import { invalidControlClass, type StepProps } from './step-props';

interface LoanStepConfig {
  note: string;
  /** The amounts asked, each as its label, its field and its hint. */
  amounts: readonly (readonly [label: string, field: WizardField, hint?: string])[];
  dateIssued: WizardField;
  /** Flat interest for the whole loan (short term), else the reducing balance (long term). */
  flat: boolean;
  className: string;
}

/**
 * Steps 3 and 4, a loan the member already has (docs/decisions/loans.md, "Loan totals"): amounts min 1000,
 * step 1000 (docs/spec/validation.md, "Create-user wizard"), and the issue date. The long-term loan asks what
 * was lent and what is still owed; the short-term loan only its principal.
 */
const loanSteps: Record<'long_term' | 'short_term', LoanStepConfig> = {
  long_term: {
    note: 'Leave the amounts empty, or Skip, if the member has no long-term loan.',
    amounts: [
      ['Loan Amount', 'ltlLoanAmount', 'What was lent.'],
      ['Principal', 'ltlPrincipal', 'What is still owed.'],
    ],
    dateIssued: 'ltlDateIssued',
    flat: false,
    className: `space-y-5 ${invalidControlClass}`,
  },
  short_term: {
    note: 'Leave the principal empty, or Skip, if the member has no short-term loan.',
    amounts: [['Principal', 'stlPrincipal']],
    dateIssued: 'stlDateIssued',
    flat: true,
    className: 'space-y-5',
  },
};

/** A loan step of the wizard: its note, its amounts, the date issued and the loan's preview. */
export function LoanStep({
  kind,
  loan,
  ...step
}: StepProps & { kind: keyof typeof loanSteps; loan: PlannedLoan | undefined }) {
  const { note, amounts, dateIssued, flat, className } = loanSteps[kind];
  const { control, problems, today } = step;
  const saidAbove = problems.message;
  return (
    <div className={className}>
      <p className="text-sm text-slate-500">{note}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {amounts.map(([label, field, hint]) => (
          // KES 1000 at least, in steps of 1000 (docs/spec/validation.md, "Create-user wizard").
          <AmountField
            key={field}
            control={control}
            name={field}
            saidAbove={saidAbove}
            label={label}
            min={1000}
            step={1000}
            hint={hint}
          />
        ))}
        <DateField
          control={control}
          name={dateIssued}
          saidAbove={saidAbove}
          label="Date Issued"
          max={today}
        />
      </div>
      <LoanPreview loan={loan} flat={flat} />
    </div>
  );
}
