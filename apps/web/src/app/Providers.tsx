import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, setSignedOutHandler } from '../lib/api';

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
    },
  },
});

/** A session the server refused: forget its data and go to /login without a full reload. */
function SignedOutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setSignedOutHandler(() => {
      queryClient.clear();
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
