import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session';
import { toast } from '../../lib/dialogs';
import { ClientForm } from './client-form';
import { emptyClientForm } from './client-form-values';
import { useSaveClient } from './clients-api';

/** Novo Cliente: after saving, the client page opens (users, faturas, keys…). */
export function ClientNewPage() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const save = useSaveClient(null);
  return (
    <ClientForm
      initial={emptyClientForm}
      canDeactivate={user.role !== 'operador'}
      submitLabel="Cadastrar cliente"
      onSubmit={async (input) => {
        const created = await save.mutateAsync(input);
        toast.success(`Cliente ${created.legal_name} cadastrado.`);
        navigate(`/client/${created.id}`, { replace: true });
      }}
    />
  );
}
