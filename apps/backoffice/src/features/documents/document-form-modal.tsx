import {
  Alert,
  Autocomplete,
  Button,
  FileInput,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DOCUMENT_ACCEPT,
  type DocumentDetail,
  type DocumentMetaInput,
  type DocumentVisibility,
  documentVisibilityLabels,
} from '@siao/shared';
import { IconUpload } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from '../../lib/dialogs';
import { isApiError } from '../../lib/http/api-error';
import {
  useClientOptions,
  useCreateDocument,
  useDocumentCategories,
  useUpdateDocument,
} from './documents-api';

interface Props {
  opened: boolean;
  onClose: () => void;
  onSaved?: (id: string) => void;
  /** edit mode: metadata only (a new file is a new version) */
  document?: DocumentDetail;
}

type Errors = Partial<Record<'title' | 'category' | 'description' | 'client_ids' | 'file', string>>;

export function DocumentFormModal({ opened, onClose, onSaved, document }: Props) {
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [visibility, setVisibility] = useState<DocumentVisibility>('interno');
  const [clients, setClients] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [clientSearch, setClientSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(clientSearch, 300);
  const categories = useDocumentCategories();
  const options = useClientOptions(debouncedSearch, opened && visibility === 'clientes_escolhidos');
  const create = useCreateDocument();
  const update = useUpdateDocument();
  const saving = create.isPending || update.isPending;
  // chosen clients keep their labels while the search changes the option list
  const [labels, setLabels] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    setTitle(document?.title ?? '');
    setCategory(document?.category ?? '');
    setDescription(document?.description ?? '');
    setVisibility(document?.visibility ?? 'interno');
    setClients(document?.clients.map((c) => c.id) ?? []);
    setLabels(Object.fromEntries(document?.clients.map((c) => [c.id, c.name]) ?? []));
    setFile(null);
    setErrors({});
    setFormError(null);
  }, [opened, document]);

  const clientData = [
    ...clients.map((id) => ({ value: id, label: labels[id] ?? id })),
    ...(options.data ?? []).filter((o) => !clients.includes(o.value)),
  ];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const local: Errors = {};
    if (title.trim().length < 2) local.title = 'O título deve ter pelo menos 2 caracteres.';
    if (category.trim().length < 2) local.category = 'A categoria deve ter pelo menos 2 caracteres.';
    if (visibility === 'clientes_escolhidos' && clients.length === 0)
      local.client_ids = 'Escolha pelo menos um cliente.';
    if (!document && !file) local.file = 'Escolha o arquivo do documento.';
    setErrors(local);
    setFormError(null);
    if (Object.keys(local).length) return;
    const meta: DocumentMetaInput = {
      title: title.trim(),
      category: category.trim(),
      description: description.trim() || null,
      visibility,
      client_ids: visibility === 'clientes_escolhidos' ? clients : [],
    };
    const done = (saved: DocumentDetail) => {
      toast.success(document ? 'Documento atualizado.' : 'Documento enviado com sucesso.');
      onSaved?.(saved.id);
      onClose();
    };
    // the form keeps what was typed when the server refuses; the messages go next to the fields
    const failed = (error: Error) => {
      const fields = isApiError(error) ? (error.fieldErrors() as Errors) : {};
      if (isApiError(error) && [413, 415].includes(error.status)) fields.file = error.message;
      setErrors(fields);
      if (!Object.keys(fields).length) setFormError(error.message);
    };
    if (document) update.mutate({ id: document.id, meta }, { onSuccess: done, onError: failed });
    else create.mutate({ meta, file: file! }, { onSuccess: done, onError: failed });
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={document ? 'Editar documento' : 'Novo documento'}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label="Título"
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
          />
          <Autocomplete
            label="Categoria"
            required
            placeholder="Ex.: Manuais, Tabelas, Normas"
            data={categories.data ?? []}
            value={category}
            onChange={setCategory}
            error={errors.category}
          />
          <Textarea
            label="Descrição"
            autosize
            minRows={2}
            maxLength={2000}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Visibilidade
            </Text>
            <SegmentedControl
              value={visibility}
              onChange={(v) => setVisibility(v as DocumentVisibility)}
              data={Object.entries(documentVisibilityLabels).map(([value, label]) => ({ value, label }))}
            />
          </Stack>
          {visibility === 'clientes_escolhidos' && (
            <MultiSelect
              label="Clientes"
              placeholder="Busque pelo nome"
              searchable
              searchValue={clientSearch}
              onSearchChange={setClientSearch}
              filter={({ options: all }) => all}
              data={clientData}
              value={clients}
              onChange={(ids) => {
                setLabels((old) => ({
                  ...old,
                  ...Object.fromEntries(clientData.map((o) => [o.value, o.label])),
                }));
                setClients(ids);
              }}
              nothingFoundMessage={options.isFetching ? 'Buscando…' : 'Nenhum cliente encontrado'}
              error={errors.client_ids}
            />
          )}
          {!document && (
            <FileInput
              label="Arquivo"
              required
              leftSection={<IconUpload size={16} />}
              placeholder="PDF, DOC, DOCX, XLS, XLSX, CSV, TXT, MD, JPG ou PNG"
              accept={DOCUMENT_ACCEPT}
              value={file}
              onChange={setFile}
              clearable
              error={errors.file}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              {document ? 'Salvar' : 'Enviar'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
