import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Link } from 'react-router';
import { FieldMessage } from '../../../components/ui/FieldMessage';
import { useTranslation } from '../../../i18n';

/**
 * Where the officials send what is owed: the Payouts screen, unfiltered, so the payout stays in sight
 * (newest first) as it turns Sent, then Completed or Failed.
 */
export const PAYOUTS_TO_SEND = '/payouts';

/**
 * "Pay by M-Pesa to the member's phone" on a form that pays a member (a loan issued, a withdrawal, an
 * application approved, an exit's refund, or, in its own words, a share-out in cash): ticked, the call
 * sends `pay_by_mpesa: true` instead of a money account and the money is owed in Payouts
 * (docs/decisions/payouts.md, "Owing"). The server's refusal of it (an amount M-Pesa cannot send)
 * shows under it.
 */
export function PayByMpesaCheckbox({
  checked,
  onChange,
  error,
  disabled,
  name,
  label,
  hint,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
  label?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          name={name}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 text-brand-700"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="font-medium">{label ?? t('payouts.payByMpesa.label')}</span>
      </label>
      <FieldMessage id={id} error={error} hint={hint ?? t('payouts.payByMpesa.hint')} />
    </div>
  );
}

/** The checkbox bound to a form's boolean field (`pay_by_mpesa`), with the form's error for it. */
export function PayByMpesaField<Values extends FieldValues>({
  control,
  name,
  hint,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** What ticking it means on this form, when the usual hint does not say it. */
  hint?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PayByMpesaCheckbox
      name={field.name}
      checked={field.value === true}
      onChange={field.onChange}
      error={fieldState.error?.message}
      {...(hint ? { hint } : {})}
    />
  );
}

/** The link a form's message ends with once what it paid is owed by M-Pesa. */
export function SendFromPayouts({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={PAYOUTS_TO_SEND}
      className={`font-semibold underline underline-offset-2 hover:no-underline ${className}`}
    >
      {t('payouts.payByMpesa.sendFromPayouts')}
    </Link>
  );
}
