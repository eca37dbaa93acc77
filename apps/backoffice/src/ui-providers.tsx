import { ModalsProvider } from '@mantine/modals';
import { lazy, type ReactNode, Suspense } from 'react';
import './styles/mantine-signed-in';

// Toasts: the container arrives after the screen shows (notifications.show queues until then).
const Notifications = lazy(() =>
  import('@mantine/notifications').then(({ Notifications }) => ({
    default: () => <Notifications position="top-right" limit={4} />,
  })),
);

/**
 * What the signed-in screens need beyond AppProviders: confirm dialogs and toasts, with the CSS of the
 * layout and the dashboard. Date pickers (pt-BR) and the rest of Mantine's CSS come with every other
 * screen (FullUi, see router.tsx). Kept out of the first bundle so /login does not download them.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
      <Suspense fallback={null}>
        <Notifications />
      </Suspense>
      {children}
    </ModalsProvider>
  );
}
