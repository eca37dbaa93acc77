import { Badge, Button, Card, Group, Image, Select, Stack, Text } from '@mantine/core';
import type { JourneySummary } from '@siao/shared';
import { Link } from 'react-router';
import { type ListColumn, ListSearch, ListTable } from '../../components/list-page';
import { ListPager } from '../../components/list-pager';
import { useUrlListParams } from '../../components/url-list-params';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useJourneyPage } from './catalog-api';
import { ReorderJourneysButton } from './journeys-reorder';
import { useJourneys, useReorderJourneys } from './learning-api';
import { orderColumn } from './order-buttons';

const situacoes = [
  { value: 'publicada', label: 'Publicadas' },
  { value: 'rascunho', label: 'Rascunhos' },
];

const columns: ListColumn<JourneySummary>[] = [
  {
    key: 'jornada',
    label: 'Jornada',
    cell: (j) => <Link to={`/superadmin/siaoseg/journeys/${j.id}`}>{j.title}</Link>,
  },
  {
    key: 'capa',
    label: 'Capa',
    cell: (j) =>
      j.cover_url ? (
        <Image src={j.cover_url} alt="" w={72} h={40} radius="sm" fit="cover" />
      ) : (
        <Text size="xs" c="dimmed">
          Sem capa
        </Text>
      ),
  },
  { key: 'trilhas', label: 'Trilhas', cell: (j) => j.trail_count },
  { key: 'carga', label: 'Carga horária', cell: (j) => `${j.workload_hours} h` },
  {
    key: 'situacao',
    label: 'Situação',
    cell: (j) => (
      <Badge color={j.published ? 'teal' : 'gray'}>{j.published ? 'Publicada' : 'Rascunho'}</Badge>
    ),
  },
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
      <Card withBorder p={0}>
        <ListTable
          label="Jornadas"
          rows={rows}
          rowKey={(j) => j.id}
          columns={[
            ...columns,
            // the order only means something in the whole list: not while it is filtered
            ...(filtered
              ? []
              : [
                  orderColumn(
                    ordered,
                    (j) => j.title,
                    (ids) => reorder.mutate(ids, { onError: (e) => toast.error(errorMessage(e)) }),
                  ),
                ]),
          ]}
          query={journeys}
          empty={
            filtered
              ? 'Nenhuma jornada encontrada com esses filtros.'
              : 'Nenhuma jornada ainda. Crie a primeira em "Nova jornada".'
          }
          rowTestId="journey-row"
        />
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
