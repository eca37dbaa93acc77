import { Badge, Button, Card, Group, Image, Select, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ListSearch } from '../../components/list-page';
import { ListPager } from '../../components/list-pager';
import { EmptyRow, LoadingRows, QueryErrorAlert } from '../../components/list-table-states';
import { useUrlListParams } from '../../components/url-list-params';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useJourneyPage } from './catalog-api';
import { ReorderJourneysButton } from './journeys-reorder';
import { useJourneys, useReorderJourneys } from './learning-api';
import { moveItem, OrderButtons } from './order-buttons';

const situacoes = [
  { value: 'publicada', label: 'Publicadas' },
  { value: 'rascunho', label: 'Rascunhos' },
];

/** /superadmin/siaoseg/journeys: paginated, searchable; the order buttons move a journey in the whole list. */
export function JourneysPage() {
  const list = useUrlListParams(['q', 'situacao'] as const, { sort: 'position' });
  const journeys = useJourneyPage({
    page: list.page,
    limit: list.limit,
    q: list.values.q,
    situacao: list.values.situacao,
  });
  const all = useJourneys();
  const reorder = useReorderJourneys();
  const rows = journeys.data?.data ?? [];
  const ordered = all.data ?? [];
  const filtered = !!(list.values.q || list.values.situacao);
  return (
    <Stack>
      <Group justify="space-between">
        <Button component={Link} to="/superadmin/siaoseg/journeys-new">
          Nova jornada
        </Button>
        <ReorderJourneysButton />
      </Group>
      <Group align="end">
        <ListSearch value={list.values.q} onSearch={(q) => list.set({ q })} placeholder="Título da jornada" />
        <Select
          label="Situação"
          placeholder="Todas"
          data={situacoes}
          value={list.values.situacao || null}
          onChange={(v) => list.set({ situacao: v })}
          clearable
          w={180}
        />
      </Group>
      {journeys.error && <QueryErrorAlert error={journeys.error} onRetry={() => journeys.refetch()} />}
      <Card withBorder p={0}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {!filtered && <Table.Th>Ordem</Table.Th>}
              <Table.Th>Capa</Table.Th>
              <Table.Th>Jornada</Table.Th>
              <Table.Th>Trilhas</Table.Th>
              <Table.Th>Carga horária</Table.Th>
              <Table.Th>Situação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {journeys.isLoading && <LoadingRows colSpan={6} />}
            {!journeys.isLoading && !rows.length && (
              <EmptyRow colSpan={6}>
                {filtered
                  ? 'Nenhuma jornada encontrada com esses filtros.'
                  : 'Nenhuma jornada ainda. Crie a primeira em "Nova jornada".'}
              </EmptyRow>
            )}
            {rows.map((j) => {
              const at = ordered.findIndex((o) => o.id === j.id);
              return (
                <Table.Tr key={j.id}>
                  {!filtered && (
                    <Table.Td>
                      {at >= 0 && (
                        <OrderButtons
                          index={at}
                          count={ordered.length}
                          label={j.title}
                          onMove={(d) =>
                            reorder.mutate(
                              moveItem(ordered, at, d).map((r) => r.id),
                              { onError: (e) => toast.error(errorMessage(e)) },
                            )
                          }
                        />
                      )}
                    </Table.Td>
                  )}
                  <Table.Td w={88}>
                    {j.cover_url ? (
                      <Image src={j.cover_url} alt="" w={72} h={40} radius="sm" fit="cover" />
                    ) : (
                      <Text size="xs" c="dimmed">
                        Sem capa
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Link to={`/superadmin/siaoseg/journeys/${j.id}`}>{j.title}</Link>
                  </Table.Td>
                  <Table.Td>{j.trail_count}</Table.Td>
                  <Table.Td>{j.workload_hours} h</Table.Td>
                  <Table.Td>
                    <Badge color={j.published ? 'teal' : 'gray'}>
                      {j.published ? 'Publicada' : 'Rascunho'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>
      <ListPager
        total={journeys.data?.total ?? 0}
        limit={list.limit}
        page={list.page}
        onPage={(page) => list.set({ page })}
        noun="jornada"
      />
    </Stack>
  );
}
