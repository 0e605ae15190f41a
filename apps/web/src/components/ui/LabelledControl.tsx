import type { ReactNode } from 'react';
import { labelClass } from './controlStyles';
import { FieldMessage } from './FieldMessage';
import { Icon } from './Icon';

/**
 * The frame every labelled form control shares: the label tied to the control `id`, the control
 * (with any adornment placed over it), then its error or hint, and anything `after` them.
 */
export function LabelledControl({
  id,
  label,
  error,
  hint,
  className,
  after,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">{children}</div>
      <FieldMessage id={id} error={error} hint={hint} />
      {after}
    </div>
  );
}

/** A small grey icon at the right end of a control (a select's chevron, a search's lens). */
export function ControlIcon({ children }: { children: ReactNode }) {
  return (
    <Icon size={16} className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-400">
      {children}
    </Icon>
  );
}
