import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http/api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; only retry lost connections and server hiccups, once.
      retry: (count, error) => count < 1 && (!isApiError(error) || error.isNetwork || error.status >= 500),
    },
    mutations: { retry: false },
  },
});
