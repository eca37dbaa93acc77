import { Button, Card, Group, Stack } from '@mantine/core';
import { formatPercent, gradingMethodLabels, type QuizSummary } from '@siao/shared';
import { Link } from 'react-router';
import { type ListColumn, ListSearch, ListTable } from '../../components/list-page';
import { ListPager } from '../../components/list-pager';
import { useUrlListParams } from '../../components/url-list-params';
import { useQuizPage } from './catalog-api';

const columns: ListColumn<QuizSummary>[] = [
  {
    key: 'quiz',
    label: 'Quiz',
    cell: (q) => <Link to={`/superadmin/siaoseg/quizzes/${q.id}`}>{q.title}</Link>,
  },
  { key: 'perguntas', label: 'Perguntas', cell: (q) => q.question_count },
  { key: 'nota', label: 'Nota mínima', cell: (q) => formatPercent(q.pass_percent) },
  {
    key: 'tempo',
    label: 'Tempo',
    cell: (q) => (q.time_limit_minutes ? `${q.time_limit_minutes} min` : 'Sem limite'),
  },
  { key: 'tentativas', label: 'Tentativas', cell: (q) => q.attempts_allowed ?? 'Ilimitadas' },
  { key: 'avaliacao', label: 'Avaliação', cell: (q) => gradingMethodLabels[q.grading] },
];

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
      <Card withBorder p={0}>
        <ListTable
          label="Quizzes"
          rows={rows}
          rowKey={(q) => q.id}
          columns={columns}
          query={quizzes}
          empty={
            list.values.q
              ? 'Nenhum quiz encontrado com essa busca.'
              : 'Nenhum quiz ainda. Crie o primeiro em "Novo quiz".'
          }
          rowTestId="quiz-row"
        />
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
