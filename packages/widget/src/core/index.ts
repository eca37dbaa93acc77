/** Chat core entry: loaded by the loader (siao-assistant.js) with a dynamic import. */
export { mountWidget, type WidgetHandle } from './mount';
