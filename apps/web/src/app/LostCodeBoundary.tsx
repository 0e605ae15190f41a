import { Component, type ReactNode } from 'react';
import { LostCode } from '../lib/lost-code';

/** What a screen whose code did not arrive shows (docs/decisions/web.md, "Upgrades and lost chunks"). */
export function LostCodeMessage({ onReload }: { onReload: () => void }) {
  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <p role="alert" className="max-w-sm text-center text-slate-700">
        A new version or a network problem:{' '}
        <button
          type="button"
          onClick={onReload}
          className="rounded font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Reload
        </button>
      </p>
    </main>
  );
}

interface State {
  error: unknown;
}

/**
 * Shows `LostCodeMessage` in place of the app when a screen's code did not arrive; any other error
 * goes on up, as before.
 */
export class LostCodeBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof LostCode)) throw error;
    return <LostCodeMessage onReload={() => window.location.reload()} />;
  }
}
