import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { competenciaLabel, type Fatura, formatBRL, formatDate } from '@siao/shared';
import { type ListColumn, ListTable } from '../../components/list-page';
import { InfoCell } from './info-cell';

// items have no id of their own in the DTO: their position (server order) is the key
const itemColumns: ListColumn<Fatura['itens'][number] & { position: number }>[] = [
  { key: 'descricao', label: 'Descrição', cell: (i) => i.descricao },
  { key: 'quantidade', label: 'Qtd.', align: 'right', cell: (i) => i.quantidade },
  {
    key: 'valor',
    label: 'Valor unitário',
    align: 'right',
    nowrap: true,
    cell: (i) => formatBRL(i.valor_unitario_centavos),
  },
  { key: 'total', label: 'Total', align: 'right', nowrap: true, cell: (i) => formatBRL(i.total_centavos) },
];

/** A fatura as a client reads it: a document (no form), the items and the total. */
export function FaturaDocument({ fatura: f }: { fatura: Fatura }) {
  const info = (label: string, value: string) => <InfoCell label={label} value={value} />;
  return (
    <Paper withBorder p="md" data-testid="fatura-document">
      <Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {info('Competência', competenciaLabel(f.competencia) ?? f.competencia)}
          {info('Emissão', formatDate(f.emissao))}
          {info('Vencimento', formatDate(f.vencimento))}
          {info('Total', formatBRL(f.total_centavos))}
        </SimpleGrid>
        <ListTable
          label="Itens da fatura"
          rows={f.itens.map((item, position) => ({ ...item, position }))}
          rowKey={(i) => String(i.position)}
          columns={itemColumns}
          minWidth={420}
        />
        <Text fw={700} ta="right">
          Total da fatura: {formatBRL(f.total_centavos)}
        </Text>
        {f.observacoes && (
          <Text size="sm">
            <b>Observações:</b> {f.observacoes}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
