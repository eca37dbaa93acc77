import {
  Button,
  FileInput,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { DOCUMENT_ACCEPT, type DocumentDetail, formatDateTime } from '@siao/shared';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../lib/dialogs';
import { fetchDocumentLink, useAddVersion } from './documents-api';
import { formatSize } from './format-size';

/** Asks for a fresh signed link and lets the browser download it (Content-Disposition: attachment). */
export async function downloadVersion(id: string, version?: number) {
  try {
    const link = await fetchDocumentLink(id, version);
    const anchor = document.createElement('a');
    anchor.href = link.download_url;
    anchor.download = link.file_name;
    anchor.click();
  } catch (error) {
    toast.error((error as Error).message);
  }
}

export function DocumentVersions({ doc, canUpload }: { doc: DocumentDetail; canUpload: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddVersion();

  function upload() {
    if (!file) return setError('Escolha o arquivo da nova versão.');
    setError(null);
    add.mutate(
      { id: doc.id, file, note: note.trim() || undefined },
      {
        onSuccess: (saved) => {
          toast.success(`Versão ${saved.current_version} enviada. As anteriores continuam no histórico.`);
          setFile(null);
          setNote('');
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  return (
    <Stack gap="md">
      {canUpload && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label="Nova versão"
            placeholder="Escolha o arquivo"
            leftSection={<IconUpload size={16} />}
            accept={DOCUMENT_ACCEPT}
            value={file}
            onChange={setFile}
            error={error}
            w={260}
          />
          <TextInput
            label="Observação"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={500}
            w={220}
          />
          <Button onClick={upload} loading={add.isPending}>
            Enviar versão
          </Button>
        </Group>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Versão</Table.Th>
              <Table.Th>Arquivo</Table.Th>
              <Table.Th>Enviado em</Table.Th>
              <Table.Th>SHA-256</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {doc.versions.map((v) => (
              <Table.Tr key={v.version}>
                <Table.Td>v{v.version}</Table.Td>
                <Table.Td>
                  <Text size="sm">{v.file_name}</Text>
                  <Text size="xs" c="dimmed">
                    {v.format.toUpperCase()} · {formatSize(v.size_bytes)}
                    {v.note ? ` · ${v.note}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(v.created_at)}</Text>
                  {v.created_by_name && (
                    <Text size="xs" c="dimmed">
                      {v.created_by_name}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Tooltip label={v.sha256}>
                    <Text size="xs" ff="monospace">
                      {v.sha256.slice(0, 12)}…
                    </Text>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  {!doc.deleted_at && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconDownload size={14} />}
                      onClick={() => downloadVersion(doc.id, v.version)}
                      aria-label={`Baixar versão ${v.version}`}
                    >
                      Baixar
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
