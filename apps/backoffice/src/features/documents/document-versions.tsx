import { Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { DOCUMENT_ACCEPT, type DocumentDetail, formatDateTime } from '@siao/shared';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { type ListColumn, ListTable } from '../../components/list-page';
import { ShortHash } from '../../components/short-hash';
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

type Version = DocumentDetail['versions'][number];

function columns(doc: DocumentDetail): ListColumn<Version>[] {
  return [
    { key: 'versao', label: 'Versão', cell: (v) => `v${v.version}` },
    {
      key: 'arquivo',
      label: 'Arquivo',
      cell: (v) => (
        <>
          <Text size="sm">{v.file_name}</Text>
          <Text size="xs" c="dimmed">
            {v.format.toUpperCase()} · {formatSize(v.size_bytes)}
            {v.note ? ` · ${v.note}` : ''}
          </Text>
        </>
      ),
    },
    {
      key: 'enviado',
      label: 'Enviado em',
      cell: (v) => (
        <>
          <Text size="sm">{formatDateTime(v.created_at)}</Text>
          {v.created_by_name && (
            <Text size="xs" c="dimmed">
              {v.created_by_name}
            </Text>
          )}
        </>
      ),
    },
    { key: 'sha256', label: 'SHA-256', cell: (v) => <ShortHash hash={v.sha256} /> },
    {
      key: 'baixar',
      label: 'Arquivo da versão',
      cell: (v) =>
        !doc.deleted_at && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconDownload size={14} />}
            onClick={() => downloadVersion(doc.id, v.version)}
            aria-label={`Baixar versão ${v.version}`}
          >
            Baixar
          </Button>
        ),
    },
  ];
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
      <ListTable
        label="Versões do documento"
        rows={doc.versions}
        rowKey={(v) => String(v.version)}
        columns={columns(doc)}
        rowTestId="document-version"
        minWidth={560}
      />
    </Stack>
  );
}
