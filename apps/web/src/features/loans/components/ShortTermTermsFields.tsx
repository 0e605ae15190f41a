import { type Control, Controller } from 'react-hook-form';
import { Field } from '../../../components/ui/Field';
import { MAX_LOAN_MONTHS } from '../../settings';
import type { LoanFormValues } from './LoanFields';

/** The short-term form's wire fields, and the rate (in percent) and the period as typed: its own fields. */
export interface ShortTermValues extends LoanFormValues {
  principal: number | undefined;
  rate: string;
  period: string;
}

/**
 * The short-term loan's own fields (spec §5: optional): the rate for the whole loan in percent and
 * the period in months, showing the settings' values until they are typed in.
 */
export function ShortTermTermsFields({
  control,
  defaults,
  known,
}: {
  control: Control<ShortTermValues>;
  defaults: { rate: string; period: string };
  known: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={control}
        name="rate"
        render={({ field, fieldState }) => (
          <Field
            label="Interest Rate"
            type="number"
            inputMode="decimal"
            min={0.01}
            max={100}
            step={0.01}
            name={field.name}
            value={field.value}
            placeholder={defaults.rate}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            trailing={<span className="text-sm font-medium text-slate-500">%</span>}
            error={fieldState.error?.message}
            hint={
              known ? `For the whole loan; the group's rate is ${defaults.rate}%.` : 'For the whole loan.'
            }
          />
        )}
      />
      <Controller
        control={control}
        name="period"
        render={({ field, fieldState }) => (
          <Field
            label="Payment Period (Months)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LOAN_MONTHS}
            step={1}
            name={field.name}
            value={field.value}
            placeholder={defaults.period}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            hint={known ? `The group's term is ${defaults.period} months.` : undefined}
          />
        )}
      />
    </div>
  );
}
