import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';

export function ExportButtons({ onExport }: { onExport: (formato: 'csv' | 'xlsx') => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const run = async (formato: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      await onExport(formato);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Exportação', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
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
