import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MotionConfig } from 'motion/react';
import { RouterProvider } from 'react-router';
import { ApiError, setSignedOutHandler } from '../lib/api';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused or missing sign-in will not fix itself by retrying.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 0 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

setSignedOutHandler(() => {
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <MotionConfig reducedMotion="user">
        <RouterProvider router={router} />
      </MotionConfig>
    </QueryClientProvider>
  );
}
