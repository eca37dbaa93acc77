import { Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { gradingMethodLabels } from '@siao/shared';
import { Link } from 'react-router';
import { useQuizzes } from './learning-api';

export function QuizzesPage() {
  const quizzes = useQuizzes();
  const rows = quizzes.data ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Button component={Link} to="/superadmin/siaoseg/quizzes-new">
          Novo quiz
        </Button>
      </Group>
      {quizzes.isLoading && <Loader />}
      {!quizzes.isLoading && !rows.length && (
        <Text c="dimmed">Nenhum quiz ainda. Crie o primeiro em "Novo quiz".</Text>
      )}
      {rows.length > 0 && (
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
      )}
    </Stack>
  );
}
