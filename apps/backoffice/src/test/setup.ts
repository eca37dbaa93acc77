import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… waits for lazy screens: 1 s is too short on a loaded machine
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // the size budget test (build/) runs in node: no DOM to clean
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});

// happy-dom has no `document.fonts`; Mantine's autosize Textarea listens to it for font loads.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}
