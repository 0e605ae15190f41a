import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { controlClass, describedBy } from './controlStyles';
import { ControlIcon, LabelledControl } from './LabelledControl';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. `Select a member`. */
  placeholder: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled native select: keyboard, screen reader and phone pickers all work as users expect. */
export function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  className,
  ...select
}: SelectProps) {
  const id = useId();
  return (
    <LabelledControl id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${controlClass(error)} appearance-none pr-10`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ControlIcon>
        <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </ControlIcon>
    </LabelledControl>
  );
}
