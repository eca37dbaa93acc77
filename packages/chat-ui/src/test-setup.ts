import { configureQueries, skipReactOwnerStacks } from '../../../vitest.dom-setup.ts';

configureQueries();
skipReactOwnerStacks();
// React's act() warns unless the environment declares it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// happy-dom has no dialogs; tests stub window.alert when they assert on it.
if (typeof window !== 'undefined' && !window.alert) window.alert = () => undefined;
