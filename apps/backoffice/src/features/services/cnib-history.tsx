import { Badge, Button, Card, Group, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CnibConsultation, cnibResultLabels, cnibResults, formatDateTime } from '@siao/shared';
import { IconDownload, IconFileTypeCsv, IconFileTypeXls } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyRow, ListPagination, LoadingRows, QueryErrorAlert } from '../../components/list-table-states';
import { useUrlListParams } from '../../components/url-list-params';
import { downloadReceipt, formatDocument } from './cnib-result-card';
import { type CnibFilters, saveBlob, useCnibConsultations } from './services-api';

const keys = ['documento', 'de', 'ate', 'resultado'] as const;
const colour = { indisponivel: 'red', livre: 'green', erro: 'yellow' } as const;

/** Every consultation of the client (staff: of the chosen client, or all), filters in the URL. */
export function CnibHistory({
  clientId,
  onOpen,
}: {
  clientId?: string;
  onOpen: (c: CnibConsultation) => void;
}) {
  const { values, page, limit, set } = useUrlListParams(keys, { sort: '-consultado_em' });
  const [documento, setDocumento] = useState(values.documento);
  const filters: CnibFilters = {
    page,
    limit,
    client_id: clientId,
    documento: values.documento || undefined,
    de: values.de || undefined,
    ate: values.ate || undefined,
    resultado: values.resultado || undefined,
  };
  const list = useCnibConsultations(filters, true);
  const rows = list.data?.data ?? [];

  async function exportAs(formato: 'csv' | 'xlsx') {
    const { page: _p, limit: _l, ...rest } = filters;
    try {
      await saveBlob('services/cnib/consultas/export', { ...rest, formato }, `consultas-cnib.${formato}`);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Exportação', message: (error as Error).message });
    }
  }

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Histórico de consultas
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconFileTypeCsv size={16} />}
              onClick={() => exportAs('csv')}
            >
              Exportar CSV
            </Button>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconFileTypeXls size={16} />}
              onClick={() => exportAs('xlsx')}
            >
              Exportar XLSX
            </Button>
          </Group>
        </Group>
        <Group align="end" wrap="wrap">
          <TextInput
            label="CPF/CNPJ"
            value={documento}
            onChange={(e) => setDocumento(e.currentTarget.value)}
            onBlur={() => set({ documento })}
            onKeyDown={(e) => e.key === 'Enter' && set({ documento })}
            w={200}
          />
          <TextInput
            label="De"
            type="date"
            value={values.de}
            onChange={(e) => set({ de: e.currentTarget.value })}
          />
          <TextInput
            label="Até"
            type="date"
            value={values.ate}
            onChange={(e) => set({ ate: e.currentTarget.value })}
          />
          <Select
            label="Resultado"
            placeholder="Todos"
            clearable
            data={cnibResults.map((r) => ({ value: r, label: cnibResultLabels[r] }))}
            value={values.resultado || null}
            onChange={(v) => set({ resultado: v })}
            w={200}
          />
        </Group>
        {list.isError && <QueryErrorAlert error={list.error} onRetry={() => list.refetch()} />}
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data e hora</Table.Th>
                {!clientId && <Table.Th>Cliente</Table.Th>}
                <Table.Th>CPF/CNPJ</Table.Th>
                <Table.Th>Resultado</Table.Th>
                <Table.Th>Ordens</Table.Th>
                <Table.Th>Hash</Table.Th>
                <Table.Th>Operador</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending && <LoadingRows colSpan={8} />}
              {!list.isPending && rows.length === 0 && (
                <EmptyRow colSpan={8}>
                  Nenhuma consulta encontrada. Faça uma consulta acima ou ajuste os filtros.
                </EmptyRow>
              )}
              {rows.map((c) => (
                <Table.Tr key={c.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(c)}>
                  <Table.Td>{formatDateTime(c.consultado_em)}</Table.Td>
                  {!clientId && <Table.Td>{c.client_name}</Table.Td>}
                  <Table.Td>{formatDocument(c.documento)}</Table.Td>
                  <Table.Td>
                    <Badge color={colour[c.resultado]}>{cnibResultLabels[c.resultado]}</Badge>
                  </Table.Td>
                  <Table.Td>{c.qtd_ordens ?? '—'}</Table.Td>
                  <Table.Td style={{ fontFamily: 'monospace' }}>{c.hash ?? '—'}</Table.Td>
                  <Table.Td>{c.usuario_nome ?? '—'}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="xs"
                      aria-label="Baixar comprovante"
                      onClick={(e) => {
                        e.stopPropagation();
                        downloadReceipt(c);
                      }}
                    >
                      <IconDownload size={16} />
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination
          total={list.data?.total ?? 0}
          limit={limit}
          page={page}
          onChange={(p) => set({ page: p })}
        />
      </Stack>
    </Card>
  );
}
