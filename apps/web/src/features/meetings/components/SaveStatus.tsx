import type { SaveState } from './useSheetSaving';

export const SAVED_AS_YOU_GO = 'Changes are saved as you type.';
export const NOT_SAVED_UNTIL_FIXED = 'Amounts marked in red are not saved until they are fixed.';

/** Where the saving of the sheet stands (docs/decisions/meetings.md, "Saving as you go"). */
export function SaveStatus({ state }: { state: SaveState }) {
  if (state.kind === 'failed') {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        Not saved: {state.message}
      </p>
    );
  }
  const [text, tone] = {
    idle: [SAVED_AS_YOU_GO, 'text-slate-500'],
    saving: ['Saving…', 'text-slate-600'],
    saved: ['Saved', 'text-emerald-700'],
    invalid: [NOT_SAVED_UNTIL_FIXED, 'text-amber-800'],
  }[state.kind];
  return (
    <p role="status" aria-live="polite" className={`text-sm font-medium ${tone}`}>
      {text}
    </p>
  );
}
