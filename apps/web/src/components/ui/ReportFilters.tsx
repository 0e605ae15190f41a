import type { ReactNode } from 'react';
import { Field } from './Field';

/** The filters above a report: date pickers and selects in a row that wraps on a phone. */
export function ReportFilters({ children, label }: { children: ReactNode; label: string }) {
  return (
    <fieldset
      aria-label={label}
      className="mb-5 grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
    </fieldset>
  );
}

/** A date picker of a report (`As of`, `From`, `To`); clearing it goes back to the default. */
export function DateFilter({
  label,
  value,
  onChange,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max?: string | undefined;
}) {
  return (
    <Field
      label={label}
      type="date"
      value={value}
      max={max}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
