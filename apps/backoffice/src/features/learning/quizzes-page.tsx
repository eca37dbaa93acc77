import { Button, Card, Group, Stack, Table } from '@mantine/core';
import { gradingMethodLabels } from '@siao/shared';
import { Link } from 'react-router';
import { ListSearch } from '../../components/list-page';
import { ListPager } from '../../components/list-pager';
import { EmptyRow, LoadingRows, QueryErrorAlert } from '../../components/list-table-states';
import { useUrlListParams } from '../../components/url-list-params';
import { useQuizPage } from './catalog-api';

/** /superadmin/siaoseg/quizzes: paginated by title, searchable. */
export function QuizzesPage() {
  const list = useUrlListParams(['q'] as const, { sort: 'title' });
  const quizzes = useQuizPage({ page: list.page, limit: list.limit, q: list.values.q });
  const rows = quizzes.data?.data ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Button component={Link} to="/superadmin/siaoseg/quizzes-new">
          Novo quiz
        </Button>
      </Group>
      <ListSearch value={list.values.q} onSearch={(q) => list.set({ q })} placeholder="Título do quiz" />
      {quizzes.error && <QueryErrorAlert error={quizzes.error} onRetry={() => quizzes.refetch()} />}
      <Card withBorder p={0}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quiz</Table.Th>
              <Table.Th>Perguntas</Table.Th>
              <Table.Th>Nota mínima</Table.Th>
              <Table.Th>Tempo</Table.Th>
              <Table.Th>Tentativas</Table.Th>
              <Table.Th>Avaliação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quizzes.isLoading && <LoadingRows colSpan={6} />}
            {!quizzes.isLoading && !rows.length && (
              <EmptyRow colSpan={6}>
                {list.values.q
                  ? 'Nenhum quiz encontrado com essa busca.'
                  : 'Nenhum quiz ainda. Crie o primeiro em "Novo quiz".'}
              </EmptyRow>
            )}
            {rows.map((q) => (
              <Table.Tr key={q.id}>
                <Table.Td>
                  <Link to={`/superadmin/siaoseg/quizzes/${q.id}`}>{q.title}</Link>
                </Table.Td>
                <Table.Td>{q.question_count}</Table.Td>
                <Table.Td>{q.pass_percent}%</Table.Td>
                <Table.Td>{q.time_limit_minutes ? `${q.time_limit_minutes} min` : 'Sem limite'}</Table.Td>
                <Table.Td>{q.attempts_allowed ?? 'Ilimitadas'}</Table.Td>
                <Table.Td>{gradingMethodLabels[q.grading]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <ListPager
        total={quizzes.data?.total ?? 0}
        limit={list.limit}
        page={list.page}
        onPage={(page) => list.set({ page })}
        noun="quiz"
        plural="quizzes"
      />
    </Stack>
  );
}
