import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './lib/query-client';
import { ThemeProvider } from './theme-provider';

/**
 * Providers of the routed app (the signed-in layout adds UiProviders: dates, dialogs, toasts; the first
 * /login uses ThemeProvider alone, see first-load/).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}
