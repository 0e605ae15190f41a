import { formatMoney, type LoanSchedule } from '@links/domain';
import { Field } from '../../../components/ui/Field';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/format';

/** Cents as the text of a read-only amount field: `11800.00` (a number field takes no commas). */
const amountText = (cents: number | undefined) =>
  cents === undefined ? '' : formatMoney(cents).replaceAll(',', '');

const ignore = () => undefined;

/**
 * docs/spec/entities.md, "Short-term loan": a short-term loan's interest_amount, amount_due,
 * installment_amount and due_date, computed from the other fields and shown read-only; empty until those are
 * valid.
 */
export function ComputedFigures({ schedule }: { schedule: LoanSchedule | undefined }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t('loans.form.computed')}
      </legend>
      <MoneyInput
        label={t('loans.form.interestAmount')}
        value={amountText(schedule?.totalInterest)}
        onChange={ignore}
        readOnly
      />
      <MoneyInput
        label={t('loans.form.amountDue')}
        value={amountText(schedule?.amountDue)}
        onChange={ignore}
        readOnly
      />
      <MoneyInput
        label={t('loans.form.installmentAmount')}
        value={amountText(schedule?.installment)}
        onChange={ignore}
        readOnly
      />
      <Field label={t('loans.form.dueDate')} value={schedule ? formatDay(schedule.dueDate) : ''} readOnly />
    </fieldset>
  );
}
