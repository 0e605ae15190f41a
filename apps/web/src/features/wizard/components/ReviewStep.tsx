import { basisPointsToPercent, formatKenyanPhone, normalizeKenyanPhone, type Role } from '@links/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Money } from '../../../components/ui/Money';
import { msg, useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import type { PlannedLoan, WizardPlan } from '../model/plan';
import type { WizardValues } from '../model/wizard-values';

const roleWords: Record<Role, `common.roles.${Role}`> = {
  admin: msg('common.roles.admin'),
  member: msg('common.roles.member'),
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
  const { t } = useTranslation();
  const terms = { rate: basisPointsToPercent(loan.rateBp), months: loan.months };
  return (
    <>
      {flat ? null : <Row label={t('wizard.review.loanAmount')}>{amount(loan.loanAmount)}</Row>}
      <Row label={flat ? t('wizard.review.principal') : t('wizard.review.principalOwed')}>
        {amount(loan.principal)}
      </Row>
      <Row label={t('wizard.review.dateIssued')}>{formatDay(loan.issuedOn)}</Row>
      <Row label={t('wizard.review.rate')}>
        {flat ? t('wizard.review.rateFlat', terms) : t('wizard.review.rateYearly', terms)}
      </Row>
      <Row label={t('wizard.review.installment')}>{amount(loan.installment)}</Row>
    </>
  );
}

/** Who the user is: name, email, phone and role. */
function UserSection({ values }: { values: WizardValues }) {
  const { t } = useTranslation();
  const phone = normalizeKenyanPhone(values.phone);
  return (
    <Section title={t('wizard.review.user')}>
      <Row label={t('wizard.review.name')}>
        {values.firstname.trim()} {values.lastname.trim()}
      </Row>
      <Row label={t('wizard.review.email')}>{values.email.trim()}</Row>
      <Row label={t('wizard.review.phone')}>{phone ? formatKenyanPhone(phone) : t('wizard.review.none')}</Row>
      <Row label={t('wizard.review.role')}>
        {Object.hasOwn(roleWords, values.role) ? t(roleWords[values.role]) : values.role}
      </Row>
    </Section>
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
  const { t } = useTranslation();
  const none = <Row label={t('wizard.review.loan')}>{t('wizard.review.none')}</Row>;
  return (
    <div className="space-y-4" data-testid="review">
      {settingsFailed ? <Alert tone="info">{t('wizard.review.settingsFailed')}</Alert> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <UserSection values={values} />
        <Section title={t('wizard.review.savings')}>
          <Row label={t('wizard.review.target')}>{amount(plan.savingsTarget)}</Row>
          <Row label={t('wizard.review.perMonth')}>{amount(plan.monthlyTarget)}</Row>
          <Row label={t('wizard.review.initial')}>{amount(plan.initialSavings)}</Row>
          {plan.savingsSkipped ? (
            <Row label={t('wizard.review.step')}>{t('wizard.review.skippedDefault')}</Row>
          ) : null}
        </Section>
        <Section title={t('wizard.review.longTerm')}>
          {plan.longTermLoan ? <LoanRows loan={plan.longTermLoan} flat={false} /> : none}
        </Section>
        <Section title={t('wizard.review.shortTerm')}>
          {plan.shortTermLoan ? <LoanRows loan={plan.shortTermLoan} flat /> : none}
        </Section>
      </div>
      <div className="flex items-baseline justify-between gap-4 rounded-xl bg-brand-50 px-4 py-3">
        <span className="text-sm font-semibold text-brand-900">{t('wizard.review.monthlyTotal')}</span>
        <span data-testid="planned-monthly-total" className="text-lg font-bold text-brand-900">
          {amount(plan.monthlyTotal)}
        </span>
      </div>
    </div>
  );
}
