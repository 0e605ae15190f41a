import { useId } from 'react';

/**
 * One amount of a sheet's row: text (so `1,500` and `1500.50` both read, docs/decisions/wire.md,
 * "Money on the wire"), named for the member and the column (`name`), with what was expected under it when
 * it differs and the reason when it does not read. On a phone the column's name is shown above it;
 * on a laptop the table's heading says it.
 */
export function SheetAmountInput({
  label,
  name,
  value,
  onChange,
  expected,
  error,
  readOnly,
  row,
  column,
}: {
  label: string;
  /** The input's name: the member's and the column's, `Wanjiru Kamau, Savings`. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** `Expected 2,500`, shown when the amount differs from it. */
  expected?: string | undefined;
  error?: string | undefined;
  readOnly: boolean;
  /** Where the input sits, for Enter to find the same column of the next row. */
  row: number;
  column: string;
}) {
  const id = useId();
  const said = error ? `${id}-error` : expected ? `${id}-hint` : undefined;
  return (
    <>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-500 md:hidden">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        enterKeyHint="next"
        autoComplete="off"
        aria-label={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={said}
        data-row={row}
        data-column={column}
        className={`tabular block w-full min-w-0 rounded-md border px-2 py-1.5 text-right text-sm text-slate-900 outline-none transition focus:ring-2 focus:ring-brand-600/30 ${
          error ? 'border-red-400 focus:border-red-500' : 'border-slate-300 focus:border-brand-600'
        } read-only:border-transparent read-only:bg-slate-50 read-only:focus:ring-0`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : expected ? (
        <p id={`${id}-hint`} className="mt-1 text-right text-xs text-slate-500">
          {expected}
        </p>
      ) : null}
    </>
  );
}
