import {
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  List,
  Progress,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CNIB_BATCH_MAX,
  type CnibBatch,
  cnibBatchStatusLabels,
  cnibResultLabels,
  formatDocument,
  parseDocumentList,
} from '@siao/shared';
import { IconDownload, IconFileTypeCsv, IconFileTypeXls, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ListColumn, ListTable } from '../../components/list-page';
import { saveBlob, sheetText, useCnibBatch, useCnibCreateBatch } from './services-api';

const colour = { indisponivel: 'red', livre: 'green', erro: 'yellow' } as const;

const itemColumns: ListColumn<CnibBatch['itens'][number]>[] = [
  { key: 'linha', label: 'Linha', cell: (i) => i.posicao },
  { key: 'documento', label: 'CPF/CNPJ', nowrap: true, cell: (i) => formatDocument(i.documento) },
  {
    key: 'resultado',
    label: 'Resultado',
    cell: (i) =>
      i.resultado ? (
        <Badge color={colour[i.resultado]}>{cnibResultLabels[i.resultado]}</Badge>
      ) : i.situacao === 'a_confirmar' ? (
        <Badge color="orange">A confirmar</Badge>
      ) : (
        <Badge color="gray">Aguardando</Badge>
      ),
  },
  { key: 'ordens', label: 'Ordens', cell: (i) => i.qtd_ordens ?? '—' },
  {
    key: 'hash',
    label: 'Hash / erro',
    cell: (i) => <span style={{ overflowWrap: 'anywhere' }}>{i.erro ?? i.hash ?? '—'}</span>,
  },
];

/** Batch: paste or load a CSV/TXT list, see invalid lines before sending, then watch the progress. */
export function CnibBatchPanel({ clientId }: { clientId?: string }) {
  const [params, setParams] = useSearchParams();
  const batchId = params.get('lote');
  const batch = useCnibBatch(batchId);
  const create = useCnibCreateBatch();
  const [text, setText] = useState('');
  const parsed = useMemo(() => parseDocumentList(text), [text]);
  const tooMany = parsed.valid.length > CNIB_BATCH_MAX;

  async function load(file: File | null) {
    if (!file) return;
    try {
      setText(/\.xlsx$/i.test(file.name) ? await sheetText(file) : await file.text());
    } catch (error) {
      notifications.show({ color: 'red', title: 'Planilha', message: (error as Error).message });
    }
  }

  async function send() {
    try {
      const created = await create.mutateAsync({ client_id: clientId, documentos: parsed.valid });
      setText('');
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.set('lote', created.id);
        return next;
      });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Lote CNIB', message: (error as Error).message });
    }
  }

  const b = batch.data;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Consulta em lote
        </Title>
        <Text size="sm" c="dimmed">
          Cole um CPF ou CNPJ por linha (até {CNIB_BATCH_MAX}) ou carregue um arquivo CSV ou XLSX com os
          documentos de todas as partes do ato.
        </Text>
        <Textarea
          label="Documentos"
          autosize
          minRows={4}
          maxRows={12}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group gap="xs">
          <FileButton
            onChange={load}
            accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          >
            {(props) => (
              <Button variant="default" leftSection={<IconUpload size={16} />} {...props}>
                Carregar CSV/XLSX
              </Button>
            )}
          </FileButton>
          <Button
            onClick={send}
            loading={create.isPending}
            disabled={parsed.valid.length === 0 || parsed.invalid.length > 0 || tooMany}
          >
            Enviar lote ({parsed.valid.length} documentos)
          </Button>
        </Group>
        {parsed.invalid.length > 0 && (
          <Alert color="red" title="Corrija as linhas inválidas antes de enviar">
            <List size="sm">
              {parsed.invalid.slice(0, 20).map((i) => (
                <List.Item key={`${i.line}-${i.value}`}>
                  Linha {i.line}: {i.value} (CPF ou CNPJ inválido)
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {tooMany && <Alert color="red">O lote aceita no máximo {CNIB_BATCH_MAX} documentos.</Alert>}
        {b && (
          <Stack gap="xs" data-testid="cnib-lote">
            <Group justify="space-between">
              <Text fw={600}>
                {cnibBatchStatusLabels[b.status]}: {b.feitos}/{b.total} · falhas: {b.falhas}
              </Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconDownload size={16} />}
                  disabled={b.status !== 'concluido'}
                  onClick={() => saveBlob(`services/cnib/lotes/${b.id}/comprovante`, {}, 'lote-cnib.pdf')}
                >
                  Comprovante do lote
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconFileTypeCsv size={16} />}
                  onClick={() =>
                    saveBlob(`services/cnib/lotes/${b.id}/export`, { formato: 'csv' }, 'lote-cnib.csv')
                  }
                >
                  Exportar CSV
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconFileTypeXls size={16} />}
                  onClick={() =>
                    saveBlob(`services/cnib/lotes/${b.id}/export`, { formato: 'xlsx' }, 'lote-cnib.xlsx')
                  }
                >
                  Exportar XLSX
                </Button>
              </Group>
            </Group>
            <Progress
              value={b.total ? (b.feitos / b.total) * 100 : 0}
              animated={b.status !== 'concluido'}
              aria-label={`Progresso do lote: ${b.feitos} de ${b.total}`}
            />
            <ListTable
              label="Documentos do lote"
              rows={b.itens}
              rowKey={(i) => String(i.posicao)}
              columns={itemColumns}
              rowTestId="cnib-batch-item"
              striped
              minWidth={600}
            />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
