import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { msg, useTranslation } from '../../../i18n';
import type { FinesValues, LateFineKind } from './finesForm';

const CHOICES = [
  { value: 'none', label: msg('settings.fines.kinds.none') },
  { value: 'fixed', label: msg('settings.fines.kinds.fixed') },
  { value: 'percent', label: msg('settings.fines.kinds.percent') },
] as const satisfies readonly { value: LateFineKind; label: string }[];

/**
 * How a late installment is fined (docs/decisions/lending.md, "Fines"): not at all, a fixed amount or a
 * percent of what is unpaid of it; a refusal of the server shows under the choices.
 */
export function LateFineChoice({ control }: { control: Control<FinesValues> }) {
  const { t } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'late_fine_kind' });
  const error = fieldState.error?.message;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{t('settings.fines.lateKind')}</legend>
      <div className="mt-1 flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-6">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input
              type="radio"
              name={field.name}
              value={choice.value}
              className="h-5 w-5 border-slate-300 text-brand-700"
              checked={field.value === choice.value}
              onChange={() => field.onChange(choice.value)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
            />
            {t(choice.label)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
