import { configureQueries } from '../../../vitest.dom-setup.ts';

configureQueries();
// React's act() warns unless the environment declares it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
if (typeof window !== 'undefined' && !window.alert) window.alert = () => undefined;
