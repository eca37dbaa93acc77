import { Group, Text } from '@mantine/core';
import { SessionsMenu } from '@siao/chat-ui';
import type { Thread } from '@siao/shared';

/** Spec §2 sessions menu: assistant name in bold, session name below, the open thread highlighted. */
export function SessionsPanel(props: {
  threads: Thread[];
  currentId: string | null;
  onOpen: (thread: Thread) => void;
}) {
  return (
    <aside className="siaogpt__sessions" aria-label="Conversas">
      <Group px="md" py="sm" justify="space-between" style={{ borderBottom: '1px solid var(--siao-border)' }}>
        <Text fw={600}>Conversas</Text>
        <Text size="xs" c="dimmed">
          {props.threads.length}
        </Text>
      </Group>
      <div className="siaogpt__sessions-list" data-testid="siaogpt-sessions">
        {props.threads.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            Nenhuma conversa ainda. Envie uma pergunta para começar; ela aparecerá aqui.
          </Text>
        ) : (
          <SessionsMenu threads={props.threads} currentId={props.currentId} onOpen={props.onOpen} />
        )}
      </div>
    </aside>
  );
}
