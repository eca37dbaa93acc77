import { Alert, Badge, Code, Paper, Skeleton, Table, Text } from '@mantine/core';
import type { AssistantAdmin } from '@siao/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/http/api-error';

export const chatgptAssistantKeys = { all: ['chatgpt-assistants'] as const };

/** GET chatgpt-assistants: assistants that still carry a legacy OpenAI assistant id. */
export function useChatgptAssistants() {
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
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="sm" aria-label="Assistentes ChatGPT">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>ID legado</Table.Th>
                <Table.Th>Situação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.name}</Table.Td>
                  <Table.Td>
                    <Code>{a.legacy_openai_assistant_id}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={a.active ? 'teal' : 'gray'} variant="light">
                      {a.active ? 'Ativo' : 'Inativo'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
