// All of Mantine's CSS (core, dates, notifications) and the date pickers' pt-BR settings: loaded by the
// router before every screen that does not declare `ownCss` (router.tsx), i.e. all but the first pages
// and the dashboard, which download only the CSS they use.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { ReactNode } from 'react';

dayjs.locale('pt-br');

export function FullUi({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0, weekendDays: [0, 6] }}>
      {children}
    </DatesProvider>
  );
}
