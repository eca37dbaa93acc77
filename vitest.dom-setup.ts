import { configure, getConfig } from '@testing-library/react';
import * as React from 'react';

// Settings for the DOM projects' setup files (backoffice, chat-ui, widget). The setup files run for every
// test file of a worker; what is set here lives in node_modules' packages, which the worker keeps.

type GetElementError = ReturnType<typeof getConfig>['getElementError'];
/** Testing Library's own getElementError, kept once per worker */
const KEY = Symbol.for('siao.printingDomError');
const worker = globalThis as typeof globalThis & { [KEY]?: GetElementError };

/**
 * - findBy… and waitFor wait for renders and lazy chunks: 1 s is too short on a loaded machine.
 * - A query that fails inside waitFor/findBy… is retried at every DOM change and every 50 ms, and its error is
 *   kept only in case the wait times out. Testing Library printed the whole DOM into each of those errors
 *   (≈ 5 % of the back-office tests' CPU); the timeout prints the DOM of that moment anyway (waitFor's
 *   `onTimeout` calls getElementError again, outside the retries), so a failed wait still shows the page, once
 *   instead of twice. A query that fails outside a wait prints the DOM as before.
 */
export function configureQueries() {
  worker[KEY] ??= getConfig().getElementError;
  const printingDom = worker[KEY];
  configure({
    asyncUtilTimeout: 10_000,
    getElementError(message, container) {
      // set by Testing Library while it runs a waitFor callback (undocumented, not in its types)
      const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
        ._disableExpensiveErrorDiagnostics;
      if (!retrying) return printingDom(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
}

/**
 * React's development build (the only one with act(), which Testing Library needs) records an Error and a
 * console task with every element it creates, for the owner stacks of its warnings (≈ 8 % of the back-office
 * tests' CPU); React itself stops recording after 10 000 elements in a second. Here it never starts: React's
 * warnings and errors still reach the console, with less precise owner stacks. What a test renders, and
 * what it asserts, is the same. Does nothing on a React without that counter (or on Preact).
 */
export function skipReactOwnerStacks() {
  const internals = (React as unknown as Record<string, object | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => 10_000,
    set: () => undefined,
    configurable: true,
  });
}
