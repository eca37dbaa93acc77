// Worker threads do not inherit the TypeScript loader of the thread that starts them (vitest,
// `node --import tsx`): register it here, then load the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./file-worker.ts');
