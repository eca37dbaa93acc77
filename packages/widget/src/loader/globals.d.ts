/** Path of the chat core relative to the loader, injected at build time (see vite.config.ts). */
declare const __SIAO_CORE__: string;
