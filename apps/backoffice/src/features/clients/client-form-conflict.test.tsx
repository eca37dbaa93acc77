import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app-providers';
import { ApiError } from '../../lib/http/api-error';
import { ClientForm } from './client-form';
import { emptyClientForm } from './client-form-values';

const conflict = 'Este registro foi alterado por outra pessoa. Recarregue a página para ver a versão atual.';

describe('client edit form after someone else saved first', { timeout: 30_000 }, () => {
  it('says so in place and offers "Recarregar", which loads the stored version', async () => {
    let reloads = 0;
    render(
      <AppProviders>
        <MemoryRouter>
          <ClientForm
            initial={{ ...emptyClientForm, document: '11.222.333/0001-81', legal_name: 'Cartório A Ltda' }}
            canDeactivate
            submitLabel="Salvar alterações"
            onSubmit={async () => {
              throw new ApiError(409, 'EDICAO_CONFLITANTE', conflict);
            }}
            onReload={() => {
              reloads += 1;
            }}
          />
        </MemoryRouter>
      </AppProviders>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(conflict);
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reloads).toBe(1);
  });

  it('another refusal shows its message without the reload action', async () => {
    render(
      <AppProviders>
        <MemoryRouter>
          <ClientForm
            initial={{ ...emptyClientForm, document: '11.222.333/0001-81', legal_name: 'Cartório A Ltda' }}
            canDeactivate
            submitLabel="Salvar alterações"
            onSubmit={async () => {
              throw new ApiError(
                403,
                'CLIENT_DEACTIVATE_FORBIDDEN',
                'Apenas administradores podem desativar clientes.',
              );
            }}
            onReload={() => {}}
          />
        </MemoryRouter>
      </AppProviders>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Apenas administradores');
    expect(screen.queryByRole('button', { name: 'Recarregar' })).toBeNull();
  });
});
