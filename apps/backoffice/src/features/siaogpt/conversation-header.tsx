import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modeOf, texts } from '@siao/chat-ui';
import type { Assistant } from '@siao/shared';
import { IconMessagePlus, IconRobot, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { confirmAndRun } from '../../lib/dialogs';
import type { Workspace } from './use-workspace';

/** Who the user is talking to, and the actions on the open conversation. */
export function ConversationHeader({ workspace, assistant }: { workspace: Workspace; assistant: Assistant }) {
  const tool = modeOf(assistant) === 'tool';
  const threadId = workspace.conversation.threadId.current;

  async function remove() {
    await confirmAndRun({
      confirm: {
        title: 'Excluir conversa',
        message: 'A conversa e as mensagens dela serão excluídas. Continuar?',
        confirmLabel: 'Excluir',
        danger: true,
      },
      run: () => workspace.removeCurrent(),
      success: 'Conversa excluída.',
    });
  }

  return (
    <Group
      px="md"
      py="sm"
      justify="space-between"
      gap="xs"
      style={{ borderBottom: '1px solid var(--siao-border)' }}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={700} truncate data-testid="siaogpt-assistant">
            {assistant.name}
          </Text>
          <Badge size="xs" variant="light" color={tool ? 'grape' : 'siao'}>
            {tool ? 'Ferramenta' : 'Conversa'}
          </Badge>
        </Group>
        {assistant.description && (
          <Text size="xs" c="dimmed" truncate>
            {assistant.description}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {threadId && (
          <Tooltip label="Excluir conversa">
            <ActionIcon variant="subtle" color="red" aria-label="Excluir conversa" onClick={remove}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        <Button
          component={Link}
          to="/agents"
          variant="subtle"
          size="xs"
          leftSection={<IconRobot size={16} />}
          visibleFrom="sm"
        >
          Trocar assistente
        </Button>
        <Button size="xs" leftSection={<IconMessagePlus size={16} />} onClick={workspace.newConversation}>
          {tool ? texts.newAction : texts.newChat}
        </Button>
      </Group>
    </Group>
  );
}
