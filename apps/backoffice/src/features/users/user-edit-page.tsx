import { Alert, Badge, Button, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { formatDateTime, roleRank } from '@siao/shared';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { HistoryTable } from '../../components/history-table';
import { useCurrentUser } from '../../lib/auth/session';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { UserForm } from './user-form';
import { formFromUser } from './user-form-values';
import { useResendInvite, useResetSecondFactor, useSaveUser, useUser, useUserHistory } from './users-api';

/** Editar Usuário: data, invitation status and history. Operadores read; managers edit up to their rank. */
export function UserEditPage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const [tab, setTab] = useState<string | null>('dados');
  const [historyPage, setHistoryPage] = useState(1);
  const user = useUser(id);
  const save = useSaveUser(id);
  const invite = useResendInvite(id);
  const resetFactor = useResetSecondFactor(id);
  const history = useUserHistory(id, historyPage, tab === 'historico');

  if (user.isPending) return <Skeleton h={300} />;
  if (user.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(user.error)}{' '}
        <Button component={Link} to="/users" variant="subtle" size="compact-sm">
          Voltar para Usuários
        </Button>
      </Alert>
    );
  const u = user.data;
  const manager = me.role === 'superadmin' || me.role === 'admin';
  const canEdit = manager && roleRank[u.role] <= roleRank[me.role];

  async function resend() {
    try {
      await invite.mutateAsync();
      toast.success(`Convite reenviado para ${u.email}.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function resetSecondFactor() {
    await confirmAndRun({
      confirm: {
        title: 'Redefinir verificação em duas etapas',
        message: `Apagar o aplicativo autenticador, os códigos de recuperação e as chaves de acesso de ${u.name} e encerrar as sessões dele? Use quando a pessoa perdeu tudo; ela é avisada por e-mail.`,
        confirmLabel: 'Redefinir',
        danger: true,
      },
      run: () => resetFactor.mutateAsync(),
      success: 'Verificação em duas etapas redefinida.',
    });
  }

  return (
    <Stack gap="md">
      <Group gap="xs">
        {!u.active ? (
          <Badge color="gray">Inativo</Badge>
        ) : u.invitation_pending ? (
          <Badge color="yellow">Convite pendente</Badge>
        ) : (
          <Badge color="teal">Ativo</Badge>
        )}
        <Text size="sm" c="dimmed">
          Último acesso: {u.last_login_at ? formatDateTime(u.last_login_at) : 'nunca acessou'}
          {u.client_name ? ` · Cliente: ${u.client_name}` : ''}
        </Text>
      </Group>
      {!canEdit && manager && (
        <Alert color="yellow">Você não pode alterar um usuário com perfil acima do seu.</Alert>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="dados">Dados</Tabs.Tab>
          <Tabs.Tab value="historico">Histórico</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dados" pt="md">
          <UserForm
            key={`${u.id}:${u.version}`}
            initial={formFromUser(u)}
            myRole={me.role}
            readOnly={!canEdit}
            self={u.id === me.id}
            submitLabel="Salvar alterações"
            onSubmit={async (input) => {
              // the version this form loaded: a save over someone else's newer one is refused (409)
              await save.mutateAsync({ ...input, version: u.version });
              toast.success('Usuário atualizado.');
            }}
            onReload={() => void user.refetch()}
            extraActions={
              <>
                {u.invitation_pending && u.active && (
                  <Button
                    variant="default"
                    leftSection={<IconMailForward size={16} />}
                    onClick={resend}
                    loading={invite.isPending}
                  >
                    Reenviar convite
                  </Button>
                )}
                {me.role === 'superadmin' && u.id !== me.id && (
                  <Button
                    variant="default"
                    color="red"
                    onClick={resetSecondFactor}
                    loading={resetFactor.isPending}
                  >
                    Redefinir verificação em duas etapas
                  </Button>
                )}
              </>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="historico" pt="md">
          <HistoryTable query={history} page={historyPage} onPage={setHistoryPage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
