/** Path of the chat core relative to the loader, injected at build time (see vite.config.ts). */
declare const __SIAO_CORE__: string;
/** The core's static imports (React, chat components), dependencies first: preloaded in parallel, evaluated in order. */
declare const __SIAO_PRELOAD__: string[];
