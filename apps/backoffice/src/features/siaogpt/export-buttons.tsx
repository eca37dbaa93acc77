import { Button, Group } from '@mantine/core';
import type { ExportExtension } from '@siao/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { alertDialog } from '../../lib/dialogs';
import { exportDocument } from './siaogpt-api';

const formats: { extension: ExportExtension; label: string }[] = [
  { extension: '.pdf', label: 'PDF' },
  { extension: '.docx', label: 'DOCX' },
  { extension: '.xml', label: 'XML' },
];

/** Spec §7/§8 export: the server converts the HTML; a failure is logged and announced per extension. */
export async function runExport(html: string, extension: ExportExtension): Promise<void> {
  try {
    await exportDocument(html, extension);
  } catch (error) {
    console.error('Erro na exportação:', error);
    await alertDialog(`Erro ao exportar para ${extension}`);
  }
}

export function ExportButtons({ html }: { html: string }) {
  const [busy, setBusy] = useState<ExportExtension | null>(null);
  return (
    <Group gap="xs" aria-label="Exportar resultado">
      {formats.map((f) => (
        <Button
          key={f.extension}
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          loading={busy === f.extension}
          disabled={busy !== null && busy !== f.extension}
          onClick={async () => {
            setBusy(f.extension);
            await runExport(html, f.extension);
            setBusy(null);
          }}
        >
          Exportar {f.label}
        </Button>
      ))}
    </Group>
  );
}
