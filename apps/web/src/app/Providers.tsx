import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, setSignedOutHandler } from '../lib/api';
import { forgetKeptAnswers } from '../lib/api-cache';

/**
 * What every screen shares beyond the router: the query cache. Its own chunk, fetched alongside
 * the first screen's, so the first load carries only the router.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused or missing sign-in will not fix itself by retrying.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 0 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      // Offline, a read is still sent once: the service worker may answer it with what was last
      // seen (docs/decisions/offline.md, "Reading offline"); retries wait for the connection.
      networkMode: 'offlineFirst',
    },
    // Offline, a change fails at once with the form's own message instead of waiting, unsent, for
    // the connection (docs/decisions/offline.md, "Changes need the server").
    mutations: { networkMode: 'always' },
  },
});

// The query client takes itself for online until an offline event; a page opened offline tells it
// so, and the online event then makes every screen read again (docs/decisions/offline.md).
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/**
 * A session the server refused: forget its data, the service worker's copy too, and go to /login
 * without a full reload.
 */
function SignedOutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setSignedOutHandler(() => {
      queryClient.clear();
      void forgetKeptAnswers();
      void navigate('/login', { replace: true });
    });
  }, [navigate]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedOutRedirect />
      {children}
    </QueryClientProvider>
  );
}
