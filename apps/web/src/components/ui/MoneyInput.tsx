import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { controlClass, describedBy } from './controlStyles';
import { LabelledControl } from './LabelledControl';

interface MoneyInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/**
 * A KES amount field. The value stays text (the form turns it into cents with parseKes), so no
 * binary rounding touches it; min 0 and step 0.01 as docs/spec/validation.md, "Other forms" asks.
 */
export function MoneyInput({ label, value, onChange, error, hint, className, ...input }: MoneyInputProps) {
  const id = useId();
  return (
    <LabelledControl id={id} label={label} error={error} hint={hint} className={className}>
      <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm font-medium text-slate-600">
        KES
      </span>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${controlClass(error)} tabular pl-12 text-right read-only:bg-slate-100`}
        {...input}
      />
    </LabelledControl>
  );
}
