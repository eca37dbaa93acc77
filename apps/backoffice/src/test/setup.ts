import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureQueries, skipReactOwnerStacks } from '../../../../vitest.dom-setup.ts';
import { takeContractViolations } from './fake-server';

configureQueries();
skipReactOwnerStacks();

afterEach(() => {
  // the size budget test (build/) runs in node: no DOM to clean
  if (typeof window !== 'undefined') {
    cleanup();
    window.localStorage.clear();
  }
  // a fake answered what the API cannot (src/test/api-contract.ts): the test was about a screen that cannot happen
  const violations = takeContractViolations();
  if (violations.length)
    throw new Error(`Resposta falsa fora do contrato da API:\n${violations.join('\n\n')}`);
});

// Mantine keeps its notifications in a store of the package, which the next file in this worker would
// show again (vitest.fresh-file.ts reimports the project's modules, not node_modules): emptied when a
// file starts and when it ends
beforeAll(() => notifications.clean());
afterAll(() => notifications.clean());

// happy-dom has no `document.fonts`; Mantine's autosize Textarea listens to it for font loads.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}
