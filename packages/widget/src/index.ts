export { mountWidget, type WidgetHandle } from './core/mount';
export type { ResolvedOptions, WidgetOptions } from './options/types';
export { validateOptions } from './options/validate-options';
export { SiaoAssistant, type SiaoAssistantProps } from './react';
