import { useId } from 'react';
import { describedBy, labelClass } from '../../../components/ui/controlStyles';
import { FieldMessage } from '../../../components/ui/FieldMessage';

/** A labelled file picker for a CSV statement. */
export function FileField({
  label,
  onChange,
  error,
  hint,
}: {
  label: string;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
