import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';

/** Runs a download: busy while it runs, a red "Exportação" notice with the API's message when it fails. */
export function useExport<A extends unknown[]>(download: (...args: A) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const run = async (...args: A) => {
    setBusy(true);
    try {
      await download(...args);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Exportação', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function ExportButtons({ onExport }: { onExport: (formato: 'csv' | 'xlsx') => Promise<void> }) {
  const { busy, run } = useExport(onExport);
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        loading={busy}
        leftSection={<IconFileTypeCsv size={14} />}
        onClick={() => run('csv')}
      >
        CSV
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={busy}
        leftSection={<IconFileSpreadsheet size={14} />}
        onClick={() => run('xlsx')}
      >
        XLSX
      </Button>
    </Group>
  );
}
