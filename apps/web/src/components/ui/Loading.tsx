/** A quiet loading line with a spinner, e.g. `Loading members...` (docs/spec/screens.md, "Member lists"). */
export function Loading({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500">
      <span
        aria-hidden
        className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
      />
      {children}
    </p>
  );
}
