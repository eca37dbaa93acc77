import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { competenciaLabel, type Fatura, formatBRL, formatDate } from '@siao/shared';

/** A fatura as a client reads it: a document (no form), the items and the total. */
export function FaturaDocument({ fatura: f }: { fatura: Fatura }) {
  const info = (label: string, value: string) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
  return (
    <Paper withBorder p="md" data-testid="fatura-document">
      <Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {info('Competência', competenciaLabel(f.competencia) ?? f.competencia)}
          {info('Emissão', formatDate(f.emissao))}
          {info('Vencimento', formatDate(f.vencimento))}
          {info('Total', formatBRL(f.total_centavos))}
        </SimpleGrid>
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Descrição</Table.Th>
                <Table.Th ta="right">Qtd.</Table.Th>
                <Table.Th ta="right">Valor unitário</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {f.itens.map((i, k) => (
                // items have no id of their own in the DTO; their order is stable
                // biome-ignore lint/suspicious/noArrayIndexKey: read-only list in server order
                <Table.Tr key={k}>
                  <Table.Td>{i.descricao}</Table.Td>
                  <Table.Td ta="right">{i.quantidade}</Table.Td>
                  <Table.Td ta="right">{formatBRL(i.valor_unitario_centavos)}</Table.Td>
                  <Table.Td ta="right">{formatBRL(i.total_centavos)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>Total da fatura</Table.Th>
                <Table.Th ta="right">{formatBRL(f.total_centavos)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
        {f.observacoes && (
          <Text size="sm">
            <b>Observações:</b> {f.observacoes}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
