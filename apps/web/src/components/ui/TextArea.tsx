import { type TextareaHTMLAttributes, useId } from 'react';
import { controlClass, labelClass } from './controlStyles';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string | undefined;
}

/**
 * A labelled text area with a live `n/max` counter (docs/spec/validation.md, "Transaction form": comments up
 * to 500).
 */
export function TextArea({ label, value, onChange, maxLength, error, className, ...area }: TextAreaProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        className={`${controlClass(error)} min-h-24 resize-y`}
        {...area}
      />
      <div className="mt-1 flex justify-between gap-3 text-xs">
        <span id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </span>
        <span id={`${id}-counter`} className="shrink-0 text-slate-500 tabular" data-testid="char-counter">
          {value.length}/{maxLength}
        </span>
      </div>
    </div>
  );
}
