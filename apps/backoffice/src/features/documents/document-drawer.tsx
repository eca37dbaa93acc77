import { Alert, Badge, Button, Drawer, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { documentVisibilityLabels, formatDate } from '@siao/shared';
import { IconDownload, IconEdit, IconRestore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/auth/session';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { DocumentFormModal } from './document-form-modal';
import { DocumentHistory } from './document-history';
import { DocumentPreview } from './document-preview';
import { DocumentVersions, downloadVersion } from './document-versions';
import { useDocument, usePurgeDocument, useRestoreDocument, useTrashDocument } from './documents-api';

export function DocumentDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const user = useCurrentUser();
  const staff = user.role !== 'cliente';
  const manager = user.role === 'admin' || user.role === 'superadmin';
  const query = useDocument(id);
  const trash = useTrashDocument();
  const restore = useRestoreDocument();
  const purge = usePurgeDocument();
  const [editing, setEditing] = useState(false);
  const doc = query.data;

  async function onTrash() {
    if (!doc) return;
    await confirmAndRun({
      confirm: {
        title: 'Mover para a lixeira',
        message: `"${doc.title}" sai da lista e deixa de ser visível para os clientes. Você pode restaurá-lo por 30 dias.`,
        confirmLabel: 'Mover para a lixeira',
        danger: true,
      },
      run: () => trash.mutateAsync(doc.id),
      success: 'Documento movido para a lixeira.',
    });
  }

  async function onPurge() {
    if (!doc) return;
    await confirmAndRun({
      confirm: {
        title: 'Excluir definitivamente',
        message: `"${doc.title}" e todas as suas versões serão apagados. Esta ação não pode ser desfeita.`,
        confirmLabel: 'Excluir definitivamente',
        danger: true,
      },
      run: () => purge.mutateAsync(doc.id),
      success: 'Documento excluído definitivamente.',
      onSuccess: onClose,
    });
  }

  return (
    <Drawer opened={!!id} onClose={onClose} position="right" size="xl" title={doc?.title ?? 'Documento'}>
      {query.isPending && <Skeleton h={240} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      {doc && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{doc.category}</Badge>
            {staff && <Badge variant="outline">{documentVisibilityLabels[doc.visibility]}</Badge>}
            {doc.deleted_at && <Badge color="red">Na lixeira até {formatDate(doc.purge_at!)}</Badge>}
          </Group>
          {doc.description && <Text size="sm">{doc.description}</Text>}
          {staff && doc.visibility === 'clientes_escolhidos' && (
            <Text size="sm" c="dimmed">
              Clientes: {doc.clients.map((c) => c.name).join(', ')}
            </Text>
          )}
          <Group gap="sm">
            {!doc.deleted_at && (
              <Button leftSection={<IconDownload size={16} />} onClick={() => downloadVersion(doc.id)}>
                Baixar
              </Button>
            )}
            {staff && !doc.deleted_at && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconEdit size={16} />}
                  onClick={() => setEditing(true)}
                >
                  Editar
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={onTrash}
                  loading={trash.isPending}
                >
                  Mover para a lixeira
                </Button>
              </>
            )}
            {staff && doc.deleted_at && (
              <Button
                leftSection={<IconRestore size={16} />}
                loading={restore.isPending}
                onClick={() =>
                  restore.mutate(doc.id, {
                    onSuccess: () => toast.success('Documento restaurado.'),
                    onError: (e) => toast.error(e.message),
                  })
                }
              >
                Restaurar
              </Button>
            )}
            {manager && doc.deleted_at && (
              <Button variant="subtle" color="red" onClick={onPurge} loading={purge.isPending}>
                Excluir definitivamente
              </Button>
            )}
          </Group>
          <Tabs defaultValue="preview" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="preview">Visualizar</Tabs.Tab>
              <Tabs.Tab value="versions">Versões ({doc.versions.length})</Tabs.Tab>
              {staff && <Tabs.Tab value="history">Histórico</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="preview" pt="md">
              <DocumentPreview doc={doc} />
            </Tabs.Panel>
            <Tabs.Panel value="versions" pt="md">
              <DocumentVersions doc={doc} canUpload={staff && !doc.deleted_at} />
            </Tabs.Panel>
            {staff && (
              <Tabs.Panel value="history" pt="md">
                <DocumentHistory id={doc.id} />
              </Tabs.Panel>
            )}
          </Tabs>
          <DocumentFormModal opened={editing} onClose={() => setEditing(false)} document={doc} />
        </Stack>
      )}
    </Drawer>
  );
}
