import { configure } from '@testing-library/react';

// findBy… and waitFor wait for renders and lazy chunks: 1 s is too short on a loaded machine
configure({ asyncUtilTimeout: 10_000 });
// React's act() warns unless the environment declares it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// happy-dom has no dialogs; tests stub window.alert when they assert on it.
if (typeof window !== 'undefined' && !window.alert) window.alert = () => undefined;
