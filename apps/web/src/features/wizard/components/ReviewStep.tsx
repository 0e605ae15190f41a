import { basisPointsToPercent, formatKenyanPhone, normalizeKenyanPhone } from '@links/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Money } from '../../../components/ui/Money';
import { formatDate } from '../../../lib/format';
import type { PlannedLoan, WizardPlan } from '../model/plan';
import type { WizardValues } from '../model/wizard-values';

const phoneShown = (text: string) => {
  const phone = normalizeKenyanPhone(text);
  return phone ? formatKenyanPhone(phone) : 'None';
};

/** A figure, or a dash while the settings it depends on are unknown. */
const amount = (cents: number | undefined) => (cents === undefined ? '—' : <Money cents={cents} currency />);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-right text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 p-4">
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <dl className="divide-y divide-slate-100">{children}</dl>
    </section>
  );
}

function LoanRows({ loan, flat }: { loan: PlannedLoan; flat: boolean }) {
  return (
    <>
      {flat ? null : <Row label="Loan amount">{amount(loan.loanAmount)}</Row>}
      <Row label={flat ? 'Principal' : 'Principal still owed'}>{amount(loan.principal)}</Row>
      <Row label="Date issued">{formatDate(loan.issuedOn)}</Row>
      <Row label="Rate">
        {basisPointsToPercent(loan.rateBp)}% {flat ? 'flat' : 'a year'}, {loan.months} months
      </Row>
      <Row label="Installment">{amount(loan.installment)}</Row>
    </>
  );
}

/**
 * Step 5: everything the wizard will create, with the target per month as target / 12 and the
 * installments the loans will have (docs/spec/screens.md, "Create-user wizard"), before it is submitted.
 */
export function ReviewStep({
  values,
  plan,
  settingsFailed,
}: {
  values: WizardValues;
  plan: WizardPlan;
  settingsFailed: boolean;
}) {
  return (
    <div className="space-y-4" data-testid="review">
      {settingsFailed ? (
        <Alert tone="info">
          The group settings could not be loaded, so some figures are not shown. The server still works them
          out when you submit.
        </Alert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="User">
          <Row label="Name">
            {values.firstname.trim()} {values.lastname.trim()}
          </Row>
          <Row label="Email">{values.email.trim()}</Row>
          <Row label="Phone">{phoneShown(values.phone)}</Row>
          <Row label="Role">{values.role}</Row>
        </Section>
        <Section title="Savings">
          <Row label="Savings target (a year)">{amount(plan.savingsTarget)}</Row>
          <Row label="Target per month">{amount(plan.monthlyTarget)}</Row>
          <Row label="Initial savings">{amount(plan.initialSavings)}</Row>
          {plan.savingsSkipped ? <Row label="Step">Skipped: the group's default target</Row> : null}
        </Section>
        <Section title="Long-term loan">
          {plan.longTermLoan ? (
            <LoanRows loan={plan.longTermLoan} flat={false} />
          ) : (
            <Row label="Loan">None</Row>
          )}
        </Section>
        <Section title="Short-term loan">
          {plan.shortTermLoan ? <LoanRows loan={plan.shortTermLoan} flat /> : <Row label="Loan">None</Row>}
        </Section>
      </div>
      <div className="flex items-baseline justify-between gap-4 rounded-xl bg-brand-50 px-4 py-3">
        <span className="text-sm font-semibold text-brand-900">Monthly payment total</span>
        <span data-testid="planned-monthly-total" className="text-lg font-bold text-brand-900">
          {amount(plan.monthlyTotal)}
        </span>
      </div>
    </div>
  );
}
