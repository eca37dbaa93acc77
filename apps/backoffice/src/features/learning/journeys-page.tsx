import { Badge, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { ReorderJourneysButton } from './journeys-reorder';
import { useJourneys, useReorderJourneys } from './learning-api';
import { moveItem, OrderButtons } from './order-buttons';

export function JourneysPage() {
  const journeys = useJourneys();
  const reorder = useReorderJourneys();
  const rows = journeys.data ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Button component={Link} to="/superadmin/siaoseg/journeys-new">
          Nova jornada
        </Button>
        <ReorderJourneysButton />
      </Group>
      {journeys.isLoading && <Loader />}
      {!journeys.isLoading && !rows.length && (
        <Text c="dimmed">Nenhuma jornada ainda. Crie a primeira em "Nova jornada".</Text>
      )}
      {rows.length > 0 && (
        <Card withBorder p={0}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ordem</Table.Th>
                <Table.Th>Jornada</Table.Th>
                <Table.Th>Trilhas</Table.Th>
                <Table.Th>Carga horária</Table.Th>
                <Table.Th>Situação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((j, i) => (
                <Table.Tr key={j.id}>
                  <Table.Td>
                    <OrderButtons
                      index={i}
                      count={rows.length}
                      label={j.title}
                      onMove={(d) =>
                        reorder.mutate(
                          moveItem(rows, i, d).map((r) => r.id),
                          { onError: (e) => toast.error(errorMessage(e)) },
                        )
                      }
                    />
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
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </Stack>
  );
}
