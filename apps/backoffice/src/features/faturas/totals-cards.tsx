import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { countLabel, formatBRL } from '@siao/shared';
import { useFaturaTotals } from './faturas-api';

/** Em aberto / vencidas / recebidas no mês, for everyone or for one client. */
export function TotalsCards({ clientId, onPick }: { clientId?: string; onPick?: (status: string) => void }) {
  const totals = useFaturaTotals(clientId);
  const t = totals.data;
  const cards = [
    {
      label: 'Em aberto',
      value: t?.em_aberto_centavos,
      count: t?.em_aberto_quantidade,
      status: 'aberta',
      color: 'blue',
    },
    {
      label: 'Vencidas',
      value: t?.vencidas_centavos,
      count: t?.vencidas_quantidade,
      status: 'vencida',
      color: 'red',
    },
    {
      label: 'Recebidas no mês',
      value: t?.recebidas_mes_centavos,
      count: t?.recebidas_mes_quantidade,
      status: 'paga',
      color: 'green',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {cards.map((c) => (
        <Card
          key={c.label}
          withBorder
          padding="md"
          style={{ cursor: onPick ? 'pointer' : undefined }}
          onClick={() => onPick?.(c.status)}
          aria-label={`${c.label}: filtrar a lista`}
        >
          <Text size="sm" c="dimmed">
            {c.label}
          </Text>
          {totals.isLoading ? (
            <Skeleton h={28} mt={4} />
          ) : (
            <Text fw={700} fz="xl" c={c.color} data-testid={`total-${c.status}`}>
              {formatBRL(c.value ?? 0)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {totals.isError ? 'Não foi possível carregar.' : countLabel(c.count ?? 0, 'fatura')}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
