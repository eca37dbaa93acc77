import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { saveBlob } from '../../lib/api';

const formats = ['json', 'csv', 'xml'] as const;

/** JSON, CSV and XML downloads of reviewed certidões (one certidão or a whole batch). */
export function CertidaoExportButtons(props: { path: string; fileName: string; label: string }) {
  return (
    <Group gap="xs">
      {formats.map((format) => (
        <Button
          key={format}
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() => saveBlob(props.path, { format }, `${props.fileName}.${format}`)}
        >
          {props.label} {format.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
