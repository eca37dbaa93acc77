import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../lib/auth/session';
import { usePendingTerms } from './terms-api';

// the modal (and DOMPurify) is downloaded only when there is something to accept
const PendingTermsModal = lazy(() =>
  import('./pending-terms-modal').then((m) => ({ default: m.PendingTermsModal })),
);

/**
 * Mounted once by the main layout: while the signed-in user has terms to accept (first login, or a
 * new version published), a modal that cannot be dismissed shows them one at a time.
 */
export function PendingTermsGate() {
  const user = useCurrentUser();
  const pending = usePendingTerms(user.role === 'cliente');
  if (!pending.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <PendingTermsModal pending={pending.data} />
    </Suspense>
  );
}
