import { lazy, Suspense } from 'react';
import type { MessageActionsProps } from './message-actions';

// the actions appear only under a finished reply: their code stays out of what the widget loads up front
const Actions = lazy(() => import('./message-actions').then((m) => ({ default: m.MessageActions })));

/** `MessageActions`, loaded on demand (nothing is shown until its chunk arrives). */
export function LazyMessageActions(props: MessageActionsProps) {
  return (
    <Suspense fallback={null}>
      <Actions {...props} />
    </Suspense>
  );
}
