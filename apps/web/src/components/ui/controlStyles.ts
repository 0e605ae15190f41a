/**
 * The look of every form control, matching Field: a white box that turns red with an error.
 * (No `read-only:` style here: a select always matches :read-only.)
 */
export function controlClass(error: string | undefined): string {
  return `block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm outline-none transition focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 disabled:text-slate-500 ${
    error ? 'border-red-400 focus:border-red-500' : 'border-slate-300 focus:border-brand-600'
  }`;
}

export const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

/** Ties a control to its error (or hint) for screen readers. */
export function describedBy(id: string, error: string | undefined, hint: unknown): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}
