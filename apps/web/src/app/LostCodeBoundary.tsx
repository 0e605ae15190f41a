import { Component, type ReactNode, useEffect } from 'react';
import { LostCode } from '../lib/lost-code';
import { retryLostCode } from '../lib/retryable-lazy';
import { useOfflineWords } from '../pwa/offline-words';

const linkButton =
  'rounded font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** What a screen whose code did not arrive shows (docs/decisions/web.md, "Upgrades and lost chunks"). */
export function LostCodeMessage({ onReload }: { onReload: () => void }) {
  const t = useOfflineWords();
  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <p role="alert" className="max-w-sm text-center text-slate-700">
        {t('offline.lostCode')}{' '}
        <button type="button" onClick={onReload} className={linkButton}>
          {t('offline.reload')}
        </button>
      </p>
    </main>
  );
}

/**
 * What a screen whose code did not load offline shows; it tries again by itself when the browser
 * is back online, or on Retry (docs/decisions/offline.md, "A screen whose code did not load").
 */
export function OfflineCodeMessage({ onRetry }: { onRetry: () => void }) {
  const t = useOfflineWords();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <div role="alert" className="max-w-sm text-center text-slate-700">
        <p>{t('offline.couldNotLoad')}</p>
        <button type="button" onClick={onRetry} className={`mt-3 ${linkButton}`}>
          {t('offline.retry')}
        </button>
      </div>
    </main>
  );
}

interface State {
  error: unknown;
}

/**
 * Shows `LostCodeMessage` in place of the app when a screen's code did not arrive, or
 * `OfflineCodeMessage` when it did not because the browser was offline; any other error goes on
 * up, as before.
 */
export class LostCodeBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  /** Asks again for the code that did not load, and shows the app. */
  retry = () => {
    retryLostCode();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof LostCode)) throw error;
    if (error.offline) return <OfflineCodeMessage onRetry={this.retry} />;
    return <LostCodeMessage onReload={() => window.location.reload()} />;
  }
}
