import { Alert, Button, Group, Text } from '@mantine/core';
import type { DocumentSummary } from '@siao/shared';
import { IconCopy } from '@tabler/icons-react';

interface Props {
  existing: DocumentSummary;
  onOpen: () => void;
  onNewVersion: () => void;
  addingVersion: boolean;
}

/** The chosen file is already a document: open that one, or send the file as its new version. */
export function DuplicateNotice({ existing, onOpen, onNewVersion, addingVersion }: Props) {
  return (
    <Alert color="yellow" icon={<IconCopy size={18} />} title="Este arquivo já foi enviado" role="status">
      <Text size="sm">
        O mesmo arquivo (mesmo conteúdo) já está em “{existing.title}”
        {existing.deleted_at ? ', na lixeira' : ''}. Abra o documento existente ou envie o arquivo como nova
        versão dele.
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" variant="default" onClick={onOpen}>
          Abrir o documento existente
        </Button>
        {!existing.deleted_at && (
          <Button size="xs" onClick={onNewVersion} loading={addingVersion}>
            Enviar como nova versão
          </Button>
        )}
      </Group>
    </Alert>
  );
}
