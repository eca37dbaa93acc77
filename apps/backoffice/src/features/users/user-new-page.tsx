import { Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session';
import { toast } from '../../lib/dialogs';
import { UserForm } from './user-form';
import { emptyUserForm } from './user-form-values';
import { useSaveUser } from './users-api';

/** Novo Usuário: saved and invited by e-mail in one step (`?client_id=` pre-selects a client). */
export function UserNewPage() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const clientId = params.get('client_id');
  const save = useSaveUser(null);
  const initial = clientId
    ? { ...emptyUserForm, role: 'cliente' as const, client_id: clientId }
    : emptyUserForm;
  return (
    <>
      <Text c="dimmed" mb="md">
        O usuário receberá um e-mail com um link para criar a própria senha (válido por 7 dias).
      </Text>
      <UserForm
        initial={initial}
        myRole={me.role}
        submitLabel="Cadastrar e enviar convite"
        onSubmit={async (input) => {
          const created = await save.mutateAsync({ ...input, send_invite: true });
          toast.success(`Convite enviado para ${created.email}.`);
          navigate(`/users/${created.id}`, { replace: true });
        }}
      />
    </>
  );
}
