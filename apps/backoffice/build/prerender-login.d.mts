import type { Plugin } from 'vite';

export declare const LOGIN_PLACEHOLDER: string;
export declare function prerenderLogin(): Plugin;
