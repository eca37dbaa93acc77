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
  type DocumentSummary,
  type DocumentVisibility,
  documentMetaSchema,
  documentVisibilityLabels,
  errorCatalog,
} from '@siao/shared';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { toast } from '../../lib/dialogs';
import { ApiError, isApiError } from '../../lib/http/api-error';
import {
  fetchDocumentsByHash,
  useAddVersion,
  useClientOptions,
  useCreateDocument,
  useDocumentCategories,
  useUpdateDocument,
} from './documents-api';
import { DuplicateNotice } from './duplicate-notice';
import { sha256Hex } from './file-hash';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** the document saved — or the existing one the user chose to open instead */
  onSaved?: (id: string) => void;
  /** edit mode: metadata only (a new file is a new version) */
  document?: DocumentDetail;
}

interface Values {
  title: string;
  category: string;
  description: string;
  visibility: DocumentVisibility;
  client_ids: string[];
  file: File | null;
}

const valuesOf = (d?: DocumentDetail): Values => ({
  title: d?.title ?? '',
  category: d?.category ?? '',
  description: d?.description ?? '',
  visibility: d?.visibility ?? 'interno',
  client_ids: d?.clients.map((c) => c.id) ?? [],
  file: null,
});

const metaOf = (v: Values): DocumentMetaInput => ({
  title: v.title.trim(),
  category: v.category.trim(),
  description: v.description.trim() || null,
  visibility: v.visibility,
  client_ids: v.visibility === 'clientes_escolhidos' ? v.client_ids : [],
});

/** The server refuses a file (413 too large, 415 type) without a field: say it under the file input. */
const asFileError = (error: unknown) =>
  isApiError(error) && [413, 415].includes(error.status)
    ? new ApiError(error.status, error.code, error.message, [{ field: 'file', message: error.message }])
    : error;

/** Novo documento / Editar documento, on the shared schema of the metadata (`documentMetaSchema`). */
export function DocumentFormModal({ opened, onClose, onSaved, document }: Props) {
  const categories = useDocumentCategories();
  const create = useCreateDocument();
  const update = useUpdateDocument();
  const addVersion = useAddVersion();
  const [duplicate, setDuplicate] = useState<DocumentSummary | null>(null);
  const [clientSearch, setClientSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(clientSearch, 300);
  // chosen clients keep their labels while the search changes the option list
  const [labels, setLabels] = useState<Record<string, string>>({});

  const form = useSchemaForm({
    initial: valuesOf(document),
    schema: documentMetaSchema,
    toPayload: metaOf,
    check: (v): Record<string, string> =>
      !document && !v.file ? { file: errorCatalog.DOCUMENT_FILE_REQUIRED.message } : {},
    onSubmit: async (meta, v) => {
      try {
        const saved = document
          ? await update.mutateAsync({ id: document.id, meta })
          : await create.mutateAsync({ meta, file: v.file! });
        toast.success(document ? 'Documento atualizado.' : 'Documento enviado com sucesso.');
        if (!document) await warnAfterUpload(saved);
        onSaved?.(saved.id);
        onClose();
      } catch (error) {
        throw asFileError(error);
      }
    },
  });
  const { values } = form;
  const options = useClientOptions(debouncedSearch, opened && values.visibility === 'clientes_escolhidos');

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens or its document changes
  useEffect(() => {
    if (!opened) return;
    form.reset(valuesOf(document));
    setLabels(Object.fromEntries(document?.clients.map((c) => [c.id, c.name]) ?? []));
    setDuplicate(null);
  }, [opened, document]);

  /** Before the upload: the chosen file's SHA-256 already stored? (skipped where Web Crypto is missing) */
  async function chooseFile(file: File | null) {
    form.setValue('file', file);
    setDuplicate(null);
    if (!file) return;
    const sha = await sha256Hex(file).catch(() => null);
    if (!sha) return;
    const found = await fetchDocumentsByHash(sha).catch(() => []);
    setDuplicate(found[0] ?? null);
  }

  /** After the upload, when the browser could not check before: say where the same file already is. */
  async function warnAfterUpload(saved: DocumentDetail) {
    if (duplicate || globalThis.crypto?.subtle) return;
    const others = (await fetchDocumentsByHash(saved.sha256).catch(() => [])).filter(
      (d) => d.id !== saved.id,
    );
    if (others[0]) toast.info(`O mesmo arquivo já estava em “${others[0].title}”.`);
  }

  async function sendAsNewVersion(existing: DocumentSummary) {
    if (!values.file) return;
    try {
      await addVersion.mutateAsync({ id: existing.id, file: values.file });
      toast.success(`Nova versão de “${existing.title}” enviada.`);
      onSaved?.(existing.id);
      onClose();
    } catch (error) {
      form.setFailure(isApiError(error) ? error.message : String(error));
    }
  }

  const clientData = [
    ...values.client_ids.map((id) => ({ value: id, label: labels[id] ?? id })),
    ...(options.data ?? []).filter((o) => !values.client_ids.includes(o.value)),
  ];
  const clientsField = form.field('client_ids');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={document ? 'Editar documento' : 'Novo documento'}
      size="lg"
    >
      <form {...form.formProps}>
        <Stack gap="sm">
          {form.failure && (
            <Alert color="red" role="alert">
              {form.failure}
            </Alert>
          )}
          <TextInput label="Título" required {...form.text('title')} />
          <Autocomplete
            label="Categoria"
            required
            placeholder="Ex.: Manuais, Tabelas, Normas"
            data={categories.data ?? []}
            {...form.field('category')}
          />
          <Textarea label="Descrição" autosize minRows={2} maxLength={2000} {...form.text('description')} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Visibilidade
            </Text>
            <SegmentedControl
              value={values.visibility}
              onChange={(v) => form.setValue('visibility', v as DocumentVisibility)}
              data={Object.entries(documentVisibilityLabels).map(([value, label]) => ({ value, label }))}
            />
          </Stack>
          {values.visibility === 'clientes_escolhidos' && (
            <MultiSelect
              label="Clientes"
              placeholder="Busque pelo nome"
              searchable
              searchValue={clientSearch}
              onSearchChange={setClientSearch}
              filter={({ options: all }) => all}
              data={clientData}
              {...clientsField}
              onChange={(ids) => {
                setLabels((old) => ({
                  ...old,
                  ...Object.fromEntries(clientData.map((o) => [o.value, o.label])),
                }));
                clientsField.onChange(ids);
              }}
              nothingFoundMessage={options.isFetching ? 'Buscando…' : 'Nenhum cliente encontrado'}
            />
          )}
          {!document && (
            <FileInput
              label="Arquivo"
              required
              leftSection={<IconUpload size={16} />}
              placeholder="PDF, DOC, DOCX, XLS, XLSX, CSV, TXT, MD, JPG ou PNG"
              accept={DOCUMENT_ACCEPT}
              clearable
              {...form.field('file')}
              onChange={chooseFile}
            />
          )}
          {duplicate && (
            <DuplicateNotice
              existing={duplicate}
              onOpen={() => {
                onSaved?.(duplicate.id);
                onClose();
              }}
              onNewVersion={() => sendAsNewVersion(duplicate)}
              addingVersion={addVersion.isPending}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={form.saving}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.saving}>
              {document ? 'Salvar' : duplicate ? 'Enviar como outro documento' : 'Enviar'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
