import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { saveFile } from './ocr-api';

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
          onClick={() => saveFile(props.path, { format }, `${props.fileName}.${format}`)}
        >
          {props.label} {format.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
