import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/** Mantine with the Sião theme: the one provider the first /login needs. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    // every CSS variable comes from the provider (not only those that differ from Mantine's defaults), so
    // the first page need not download default-css-variables.css
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={false}
      defaultColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}
