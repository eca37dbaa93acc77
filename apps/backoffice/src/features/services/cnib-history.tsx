import { Badge, Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import {
  type CnibConsultation,
  cnibResultLabels,
  cnibResults,
  formatDateTime,
  formatDocument,
  parseDateBR,
} from '@siao/shared';
import { IconDownload, IconFileTypeCsv, IconFileTypeXls } from '@tabler/icons-react';
import { useState } from 'react';
import { type ListColumn, ListTable } from '../../components/list-page';
import { ListPagination } from '../../components/list-table-states';
import { useUrlListParams } from '../../components/url-list-params';
import { downloadReceipt } from './cnib-result-card';
import { type CnibFilters, saveBlob, useCnibConsultations } from './services-api';

const keys = ['documento', 'de', 'ate', 'resultado'] as const;
const colour = { indisponivel: 'red', livre: 'green', erro: 'yellow' } as const;

/** The history's columns: the date is the card's title; the client only when the list mixes clients. */
function columns(withClient: boolean): ListColumn<CnibConsultation>[] {
  return [
    { key: 'data', label: 'Data e hora', nowrap: true, cell: (c) => formatDateTime(c.consultado_em) },
    ...(withClient
      ? [{ key: 'cliente', label: 'Cliente', cell: (c: CnibConsultation) => c.client_name }]
      : []),
    { key: 'documento', label: 'CPF/CNPJ', nowrap: true, cell: (c) => formatDocument(c.documento) },
    {
      key: 'resultado',
      label: 'Resultado',
      testId: 'cnib-historico-resultado',
      cell: (c) => <Badge color={colour[c.resultado]}>{cnibResultLabels[c.resultado]}</Badge>,
    },
    { key: 'ordens', label: 'Ordens', cell: (c) => c.qtd_ordens ?? '—' },
    {
      key: 'hash',
      label: 'Hash',
      testId: 'cnib-hash',
      cell: (c) => <span style={{ fontFamily: 'monospace' }}>{c.hash ?? '—'}</span>,
    },
    { key: 'operador', label: 'Operador', cell: (c) => c.usuario_nome ?? '—' },
    {
      key: 'comprovante',
      label: 'Comprovante',
      cell: (c) => (
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
      ),
    },
  ];
}

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
          {/* the app's date picker (dd/mm/aaaa, typed or picked), like every other date field */}
          <DateInput
            label="De"
            valueFormat="DD/MM/YYYY"
            dateParser={parseDateBR}
            clearable
            w={150}
            value={values.de || null}
            onChange={(v) => set({ de: v ? String(v).slice(0, 10) : '' })}
          />
          <DateInput
            label="Até"
            valueFormat="DD/MM/YYYY"
            dateParser={parseDateBR}
            clearable
            w={150}
            value={values.ate || null}
            onChange={(v) => set({ ate: v ? String(v).slice(0, 10) : '' })}
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
        <ListTable
          label="Histórico de consultas"
          rows={rows}
          rowKey={(c) => c.id}
          columns={columns(!clientId)}
          query={list}
          empty="Nenhuma consulta encontrada. Faça uma consulta acima ou ajuste os filtros."
          onRowClick={onOpen}
          rowTestId="cnib-consultation"
          minWidth={800}
          striped
        />
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
