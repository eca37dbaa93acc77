import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useExport } from '../../components/export-buttons';
import { saveBlob } from '../../lib/api';

/**
 * "Exportar xAPI": every SiãoSeg statement (steps done, attempts closed) as the xAPI 1.0.3 StatementResult JSON
 * the API writes, to import into a Learning Record Store. On the trainings report, which only managers open
 * (the route itself allows staff).
 */
export function XapiExportButton() {
  const { busy, run } = useExport(() => saveBlob('learning/xapi/statements', {}, 'siaoseg-xapi.json'));
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      leftSection={<IconFileExport size={14} />}
      onClick={() => run()}
    >
      Exportar xAPI
    </Button>
  );
}
