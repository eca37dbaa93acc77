import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // the size budget test (build/) runs in node: no DOM to clean
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});
