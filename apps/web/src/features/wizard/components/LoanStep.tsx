import { DateField } from '../../../components/form/TextField';
import { msg, useTranslation } from '../../../i18n';
import type { en } from '../../../i18n/catalogue-en';
import type { PlannedLoan } from '../model/plan';
import type { WizardField } from '../model/wizard-values';
import { AmountField } from './AmountField';
import { LoanPreview } from './LoanPreview';
import { invalidControlClass, type StepProps } from './step-props';

type LoanKey = `wizard.loan.${keyof typeof en.wizard.loan}`;

interface LoanStepConfig {
  note: LoanKey;
  /** The amounts asked, each as the keys of its label and hint, and its field. */
  amounts: readonly (readonly [label: LoanKey, field: WizardField, hint?: LoanKey])[];
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
    note: msg('wizard.loan.longNote'),
    amounts: [
      [msg('wizard.loan.loanAmount'), 'ltlLoanAmount', msg('wizard.loan.lent')],
      [msg('wizard.loan.principal'), 'ltlPrincipal', msg('wizard.loan.stillOwed')],
    ],
    dateIssued: 'ltlDateIssued',
    flat: false,
    className: `space-y-5 ${invalidControlClass}`,
  },
  short_term: {
    note: msg('wizard.loan.shortNote'),
    amounts: [[msg('wizard.loan.principal'), 'stlPrincipal']],
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
  const { t } = useTranslation();
  const { note, amounts, dateIssued, flat, className } = loanSteps[kind];
  const { control, problems, today } = step;
  const saidAbove = problems.message;
  return (
    <div className={className}>
      <p className="text-sm text-slate-500">{t(note)}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {amounts.map(([label, field, hint]) => (
          // KES 1000 at least, in steps of 1000 (docs/spec/validation.md, "Create-user wizard").
          <AmountField
            key={field}
            control={control}
            name={field}
            saidAbove={saidAbove}
            label={t(label)}
            min={1000}
            step={1000}
            hint={hint === undefined ? undefined : t(hint)}
          />
        ))}
        <DateField
          control={control}
          name={dateIssued}
          saidAbove={saidAbove}
          label={t('wizard.loan.dateIssued')}
          max={today}
        />
      </div>
      <LoanPreview loan={loan} flat={flat} />
    </div>
  );
}
