import {
  ActionIcon,
  Button,
  Card,
  FileInput,
  Group,
  Menu,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { formatDateTime, formatSize, type LearningDocument, learningDocumentMetaSchema } from '@siao/shared';
import { useState } from 'react';
import { type ListColumn, ListTable } from '../../components/list-page';
import { ListPager } from '../../components/list-pager';
import { useUrlListParams } from '../../components/url-list-params';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import {
  openLearningDocument,
  useAddLearningVersion,
  useCreateLearningDocument,
  useDeleteLearningDocument,
  useLearningDocuments,
  useUpdateLearningDocument,
} from './learning-documents-api';
import { fieldErrorsOf } from './order-buttons';

const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.csv,.txt,.md,.jpg,.jpeg,.png';

type Editing =
  | { mode: 'new' }
  | { mode: 'edit'; doc: LearningDocument }
  | { mode: 'version'; doc: LearningDocument };

/** New document (title, description, file), edit its title/description, or upload a new version. */
function DocumentModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const doc = editing.mode === 'new' ? null : editing.doc;
  const [title, setTitle] = useState(doc?.title ?? '');
  const [description, setDescription] = useState(doc?.description ?? '');
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateLearningDocument();
  const update = useUpdateLearningDocument();
  const version = useAddLearningVersion();
  const pending = create.isPending || update.isPending || version.isPending;

  async function submit() {
    const meta = { title, description: description || null };
    const next: Record<string, string> = {};
    if (editing.mode !== 'version') {
      const parsed = learningDocumentMetaSchema.safeParse(meta);
      if (!parsed.success) for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
    }
    if (editing.mode !== 'edit' && !file) next.file = 'Escolha o arquivo do documento.';
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      if (editing.mode === 'new') await create.mutateAsync({ meta, file: file! });
      else if (editing.mode === 'edit') await update.mutateAsync({ id: editing.doc.id, meta });
      else await version.mutateAsync({ id: editing.doc.id, file: file!, note: note || undefined });
      toast.success('Documento salvo.');
      onClose();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setErrors(fields);
      if (!Object.keys(fields).length) toast.error(errorMessage(e));
    }
  }

  const heading = { new: 'Novo documento', edit: 'Editar documento', version: 'Nova versão' }[editing.mode];
  return (
    <Modal opened onClose={onClose} title={heading}>
      <Stack>
        {editing.mode !== 'version' && (
          <>
            <TextInput
              label="Título"
              required
              value={title}
              error={errors.title}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <Textarea
              label="Descrição"
              autosize
              minRows={2}
              value={description}
              error={errors.description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
          </>
        )}
        {editing.mode === 'version' && (
          <Text size="sm">
            {editing.doc.title}: a versão {editing.doc.current_version} continua guardada no histórico.
          </Text>
        )}
        {editing.mode !== 'edit' && (
          <FileInput
            label="Arquivo"
            description="PDF, DOC, DOCX, XLS, XLSX, CSV, TXT, MD, JPG ou PNG; o tipo é conferido pelo conteúdo."
            required
            accept={ACCEPT}
            value={file}
            error={errors.file}
            onChange={setFile}
          />
        )}
        {editing.mode === 'version' && (
          <TextInput label="Nota da versão" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={pending} onClick={submit}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const columns: ListColumn<LearningDocument>[] = [
  {
    key: 'documento',
    label: 'Documento',
    cell: (d) => (
      <>
        <Text fw={500}>{d.title}</Text>
        {d.description && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {d.description}
          </Text>
        )}
      </>
    ),
  },
  {
    key: 'arquivo',
    label: 'Arquivo',
    cell: (d) => `${d.file_name} (${d.format.toUpperCase()}, ${formatSize(d.size_bytes)})`,
  },
  { key: 'versao', label: 'Versão', cell: (d) => d.current_version },
  { key: 'etapas', label: 'Etapas', cell: (d) => d.step_count },
  { key: 'atualizado', label: 'Atualizado em', nowrap: true, cell: (d) => formatDateTime(d.updated_at) },
];

/** /superadmin/siaoseg/documents: documents that trail steps show to learners. */
export function LearningDocumentsPage() {
  const list = useUrlListParams(['q'] as const, { sort: '-updated_at' });
  const query = useLearningDocuments({ page: list.page, limit: list.limit, q: list.values.q });
  const remove = useDeleteLearningDocument();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [search, setSearch] = useState(list.values.q);
  const applySearch = useDebouncedCallback((q: string) => list.set({ q }), 350);

  async function onDelete(doc: LearningDocument) {
    await confirmAndRun({
      confirm: {
        title: 'Excluir documento',
        message: `Excluir "${doc.title}"? Ele vai para a lixeira de Documentos, de onde pode ser restaurado.`,
        danger: true,
        confirmLabel: 'Excluir',
      },
      run: () => remove.mutateAsync(doc.id),
      success: 'Documento excluído.',
    });
  }

  const rows = query.data?.data ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Button onClick={() => setEditing({ mode: 'new' })}>Novo documento</Button>
      </Group>
      <Text c="dimmed" size="sm">
        Documentos lidos nas etapas das trilhas. Cada aluno só os abre pela etapa de uma jornada publicada
        para o seu cartório.
      </Text>
      <TextInput
        label="Buscar"
        placeholder="Título do documento"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          applySearch(e.currentTarget.value);
        }}
        maw={360}
      />
      <Card withBorder p={0}>
        <ListTable
          label="Documentos do SiãoSeg"
          rows={rows}
          rowKey={(d) => d.id}
          columns={[
            ...columns,
            {
              key: 'acoes',
              label: 'Ações',
              cell: (d) => (
                <Menu position="bottom-end">
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={`Ações de ${d.title}`}>
                      ⋮
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      onClick={() => openLearningDocument(d.id).catch((e) => toast.error(errorMessage(e)))}
                    >
                      Abrir
                    </Menu.Item>
                    <Menu.Item onClick={() => setEditing({ mode: 'edit', doc: d })}>Editar</Menu.Item>
                    <Menu.Item onClick={() => setEditing({ mode: 'version', doc: d })}>Nova versão</Menu.Item>
                    <Menu.Item color="red" onClick={() => onDelete(d)}>
                      Excluir
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              ),
            },
          ]}
          query={query}
          empty={
            list.values.q
              ? 'Nenhum documento encontrado com essa busca.'
              : 'Nenhum documento ainda. Envie o primeiro em "Novo documento".'
          }
          rowTestId="learning-document-row"
          minWidth={640}
        />
      </Card>
      <ListPager
        total={query.data?.total ?? 0}
        limit={list.limit}
        page={list.page}
        onPage={(page) => list.set({ page })}
        noun="documento"
      />
      {editing && <DocumentModal editing={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
