/** Chat core entry: loaded by the loader (siao-assistant.js) with a dynamic import. */
// first: no schema may be built before zod's eval probe is turned off (host pages with a strict CSP)
import '@siao/shared/zod-jitless';

export { mountWidget, type WidgetHandle } from './mount';
