// first: no schema may be built before zod's eval probe is turned off (host pages with a strict CSP)
import '@siao/shared/zod-jitless';

export { mountWidget, type WidgetHandle } from './core/mount';
export type { ResolvedOptions, WidgetOptions } from './options/types';
export { validateOptions } from './options/validate-options';
export { SiaoAssistant, type SiaoAssistantProps } from './react';
