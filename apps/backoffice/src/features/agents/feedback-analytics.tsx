import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { LoadingSpinner } from '@siao/chat-ui';
import { type FeedbackRating, feedbackRatingLabels, feedbackVoterLabels, formatDateTime } from '@siao/shared';
import { useState } from 'react';
import { ExportButtons } from '../../components/export-buttons';
import { errorMessage } from '../../lib/http/api-error';
import { useManagedAssistants } from './agents-api';
import {
  exportFeedback,
  FEEDBACK_PAGE_SIZE,
  useFeedbackList,
  useFeedbackSummary,
  useFeedbackThread,
} from './feedback-api';

type Filter = 'todas' | FeedbackRating;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

function Summary({ assistantId }: { assistantId: string }) {
  const summary = useFeedbackSummary(assistantId);
  if (summary.isPending) return <LoadingSpinner />;
  if (summary.isError) return <Alert color="red">{errorMessage(summary.error)}</Alert>;
  const s = summary.data;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      <Figure label="Avaliações" value={s.total.toLocaleString('pt-BR')} />
      <Figure label="👍 Útil" value={s.up.toLocaleString('pt-BR')} />
      <Figure label="👎 Não útil" value={s.down.toLocaleString('pt-BR')} />
      <Figure label="Parcela de 👎" value={`${s.down_percent.toLocaleString('pt-BR')}%`} />
    </SimpleGrid>
  );
}

/** The conversation behind a vote, read-only. */
function ConversationModal({
  assistantId,
  threadId,
  onClose,
}: {
  assistantId: string;
  threadId: string | null;
  onClose: () => void;
}) {
  const thread = useFeedbackThread(assistantId, threadId);
  return (
    <Modal opened={Boolean(threadId)} onClose={onClose} title={thread.data?.name ?? 'Conversa'} size="lg">
      {thread.isPending ? (
        <LoadingSpinner />
      ) : thread.isError ? (
        <Alert color="red">{errorMessage(thread.error)}</Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {feedbackVoterLabels[thread.data.voter_kind]}: {thread.data.voter_name}
            {thread.data.client_name ? ` (${thread.data.client_name})` : ''} —{' '}
            {formatDateTime(thread.data.created_at)}
          </Text>
          {thread.data.messages.map((m) => (
            <Paper key={m.id} withBorder p="sm" bg={m.role === 'user' ? 'gray.0' : undefined}>
              <Group justify="space-between" mb={4}>
                <Text size="xs" fw={600}>
                  {m.role === 'user' ? 'Pergunta' : 'Resposta'}
                </Text>
                {m.feedback && (
                  <Badge color={m.feedback.rating === 'down' ? 'red' : 'green'} variant="light">
                    {feedbackRatingLabels[m.feedback.rating]}
                  </Badge>
                )}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {m.text}
              </Text>
              {m.feedback?.comment && (
                <Text size="sm" mt={4} c="dimmed">
                  Comentário: {m.feedback.comment}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

function Votes({ assistantId }: { assistantId: string }) {
  const [filter, setFilter] = useState<Filter>('down');
  const [page, setPage] = useState(1);
  const [openThread, setOpenThread] = useState<string | null>(null);
  const rating = filter === 'todas' ? undefined : filter;
  const list = useFeedbackList(assistantId, rating, page);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Filtrar avaliações"
          value={filter}
          onChange={(v) => {
            setFilter(v as Filter);
            setPage(1);
          }}
          data={[
            { value: 'down', label: '👎 Não útil' },
            { value: 'up', label: '👍 Útil' },
            { value: 'todas', label: 'Todas' },
          ]}
        />
        <ExportButtons onExport={(formato) => exportFeedback(assistantId, rating, formato)} />
      </Group>
      {list.isPending ? (
        <LoadingSpinner />
      ) : list.isError ? (
        <Alert color="red">{errorMessage(list.error)}</Alert>
      ) : list.data.total === 0 ? (
        <Text c="dimmed">Nenhuma avaliação neste filtro.</Text>
      ) : (
        <>
          <ScrollArea>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>Avaliação</Table.Th>
                  <Table.Th>Comentário</Table.Th>
                  <Table.Th>Resposta avaliada</Table.Th>
                  <Table.Th>Quem avaliou</Table.Th>
                  <Table.Th>Conversa</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((item) => (
                  <Table.Tr key={`${item.message_id}-${item.voter_kind}-${item.voter_name}`}>
                    <Table.Td>{formatDateTime(item.updated_at)}</Table.Td>
                    <Table.Td>
                      {item.rating === 'down' ? '👎' : '👍'} {feedbackRatingLabels[item.rating]}
                    </Table.Td>
                    <Table.Td>
                      {item.comment || (
                        <Text c="dimmed" size="sm">
                          —
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {item.reply_excerpt}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {item.voter_name} ({feedbackVoterLabels[item.voter_kind]}
                      {item.client_name ? `, ${item.client_name}` : ''})
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => setOpenThread(item.thread_id)}
                      >
                        Ver conversa
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {list.data.total > FEEDBACK_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(list.data.total / FEEDBACK_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={() => ({ 'aria-label': 'Página' })}
            />
          )}
        </>
      )}
      <ConversationModal
        assistantId={assistantId}
        threadId={openThread}
        onClose={() => setOpenThread(null)}
      />
    </Stack>
  );
}

/** Avaliações: per assistant, the share of 👎, the comments and the conversations behind them, and the export. */
export function FeedbackAnalytics() {
  const assistants = useManagedAssistants(true);
  const [chosen, setChosen] = useState<string | null>(null);
  if (assistants.isPending) return <LoadingSpinner />;
  if (assistants.isError) return <Alert color="red">{errorMessage(assistants.error)}</Alert>;
  const assistantId = chosen ?? assistants.data[0]?.id ?? null;
  return (
    <Stack gap="md">
      <Select
        label="Assistente"
        data={assistants.data.map((a) => ({ value: a.id, label: a.name }))}
        value={assistantId}
        onChange={(v) => v && setChosen(v)}
        allowDeselect={false}
        maw={420}
      />
      {assistantId ? (
        <>
          <Summary assistantId={assistantId} />
          <Votes key={assistantId} assistantId={assistantId} />
        </>
      ) : (
        <Text c="dimmed">Nenhum assistente cadastrado.</Text>
      )}
    </Stack>
  );
}
