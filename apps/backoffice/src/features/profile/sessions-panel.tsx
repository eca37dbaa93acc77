import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime, type UserSession } from '@siao/shared';
import { QueryErrorAlert } from '../../components/list-table-states';
import { confirmAndRun } from '../../lib/dialogs';
import { useEndOtherSessions, useEndSession, useMySessions } from './profile-api';

/** "Meu perfil › Sessões": where the account is signed in, and ending what the user does not recognise. */
export function SessionsPanel() {
  const sessions = useMySessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();

  async function end(session: UserSession) {
    await confirmAndRun({
      confirm: {
        title: 'Encerrar sessão',
        message: `Encerrar a sessão de ${session.device} (IP ${session.ip ?? 'desconhecido'})? Quem estiver usando essa sessão precisará entrar novamente.`,
        confirmLabel: 'Encerrar',
        danger: true,
      },
      run: () => endOne.mutateAsync(session.id),
      success: 'Sessão encerrada.',
    });
  }

  async function endAllOthers() {
    await confirmAndRun({
      confirm: {
        title: 'Encerrar todas as outras sessões',
        message: 'Todas as sessões, exceto esta, serão encerradas e precisarão entrar novamente.',
        confirmLabel: 'Encerrar todas as outras',
        danger: true,
      },
      run: () => endOthers.mutateAsync(),
      success: ({ ended }) => (ended === 1 ? '1 sessão encerrada.' : `${ended} sessões encerradas.`),
    });
  }

  if (sessions.isPending) return <Skeleton h={160} />;
  if (sessions.isError) return <QueryErrorAlert error={sessions.error} onRetry={() => sessions.refetch()} />;
  const list = sessions.data;
  const others = list.filter((s) => !s.current).length;

  return (
    <Stack gap="md" data-testid="sessions-panel">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={520}>
          Onde sua conta está conectada. Se não reconhecer uma sessão, encerre-a e troque sua senha (trocar a
          senha encerra as outras sessões).
        </Text>
        <Button
          color="red"
          variant="light"
          disabled={others === 0}
          loading={endOthers.isPending}
          onClick={endAllOthers}
        >
          Encerrar todas as outras
        </Button>
      </Group>
      {list.map((s) => (
        <Paper key={s.id} withBorder radius="md" p="md" data-testid="session-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{s.device}</Text>
                {s.current && <Badge color="teal">Esta sessão</Badge>}
              </Group>
              <Text size="sm">
                IP {s.ip ?? 'desconhecido'} · {s.city ?? 'Cidade desconhecida'}
              </Text>
              <Text size="sm" c="dimmed">
                Início: {formatDateTime(s.created_at)} · Último uso: {formatDateTime(s.last_used_at)}
              </Text>
            </Stack>
            {!s.current && (
              <Button
                variant="default"
                size="xs"
                loading={endOne.isPending && endOne.variables === s.id}
                onClick={() => end(s)}
                aria-label={`Encerrar a sessão de ${s.device}`}
              >
                Encerrar
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
