import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http/api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; only retry a timeout and server hiccups, once. A 503 and a
      // lost connection were already tried again, with backoff, by the HTTP client (reads only).
      retry: (count, error) =>
        count < 1 &&
        (!isApiError(error) || error.code === 'TIMEOUT' || (error.status >= 500 && error.status !== 503)),
    },
    mutations: { retry: false },
  },
});
