import { Alert, Code, Paper, Skeleton, Text } from '@mantine/core';
import type { AssistantAdmin } from '@siao/shared';
import { useQuery } from '@tanstack/react-query';
import { ActiveBadge } from '../../components/active-badge';
import { type ListColumn, ListTable } from '../../components/list-page';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/http/api-error';

const chatgptAssistantKeys = { all: ['chatgpt-assistants'] as const };

const columns: ListColumn<AssistantAdmin>[] = [
  { key: 'nome', label: 'Nome', cell: (a) => a.name },
  { key: 'legado', label: 'ID legado', cell: (a) => <Code>{a.legacy_openai_assistant_id}</Code> },
  {
    key: 'situacao',
    label: 'Situação',
    cell: (a) => <ActiveBadge active={a.active} />,
  },
];

/** GET chatgpt-assistants: assistants that still carry a legacy OpenAI assistant id. */
function useChatgptAssistants() {
  return useQuery({
    queryKey: chatgptAssistantKeys.all,
    queryFn: () => api.get<AssistantAdmin[]>('chatgpt-assistants'),
  });
}

/** Assistentes ChatGPT: read-only list kept for backwards compatibility (superadmin). */
export function ChatgptAssistantsPage() {
  const list = useChatgptAssistants();
  return (
    <Paper withBorder radius="md" p="md">
      <Text c="dimmed" size="sm" mb="md">
        Assistentes que ainda guardam o identificador antigo da OpenAI (asst_…). A lista é somente leitura: o
        cadastro e a edição ficam em Assistentes → Gerenciar.
      </Text>
      {list.isPending ? (
        <Skeleton h={120} />
      ) : list.isError ? (
        <Alert color="red">{errorMessage(list.error)}</Alert>
      ) : list.data.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl" data-testid="chatgpt-empty">
          Nenhum assistente ChatGPT legado. Informe o ID legado no cadastro de um assistente para vê-lo aqui.
        </Text>
      ) : (
        <ListTable
          label="Assistentes ChatGPT"
          rows={list.data}
          rowKey={(a) => a.id}
          columns={columns}
          rowTestId="chatgpt-assistant"
          striped
          minWidth={560}
        />
      )}
    </Paper>
  );
}
