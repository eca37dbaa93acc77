import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app-providers';
import { ApiError } from '../../lib/http/api-error';
import { fill } from '../../test/fill';
import { ClientForm } from './client-form';
import { emptyClientForm } from './client-form-values';

function renderForm(onSubmit: () => Promise<unknown>) {
  render(
    <AppProviders>
      <MemoryRouter>
        <ClientForm
          initial={emptyClientForm}
          canDeactivate
          submitLabel="Cadastrar cliente"
          onSubmit={onSubmit}
        />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('client form (the one form hook)', { timeout: 30_000 }, () => {
  it('checks the CNPJ and the CEP when the field is left, with the API words', async () => {
    renderForm(async () => undefined);
    const user = userEvent.setup({ delay: null });
    await fill(user, screen.getByLabelText(/CNPJ/), '11222333000182');
    await user.tab();
    expect(await screen.findByText('CNPJ inválido.')).toBeTruthy();
    await user.type(screen.getByLabelText('CEP'), '123');
    await user.tab();
    expect(await screen.findByText('CEP inválido. Use o formato 00000-000.')).toBeTruthy();
    // a field left blank is not blamed before the submit
    expect(screen.queryByText('Informe a razão social ou o nome.')).toBeNull();
  });

  it('on submit, focuses the first field in error and sends nothing', async () => {
    let calls = 0;
    renderForm(async () => {
      calls += 1;
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Telefone'), '1191');
    await user.click(screen.getByRole('button', { name: 'Cadastrar cliente' }));
    expect(await screen.findByText('Verifique os campos destacados.')).toBeTruthy();
    expect(screen.getByText('Informe o CNPJ.')).toBeTruthy();
    expect(
      screen.getByText('Telefone inválido. Informe o DDD e o número, por exemplo (11) 91234-5678.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/CNPJ/)));
    expect(calls).toBe(0);
  });

  it('a duplicate CNPJ is said once, next to the field, with a link to the existing client', async () => {
    const message = 'Já existe um cliente com este CPF/CNPJ: Cartório Antigo.';
    renderForm(async () => {
      throw new ApiError(409, 'CLIENT_DOCUMENT_TAKEN', message, [
        { field: 'document', message, existing_id: 'c-antigo' },
      ]);
    });
    const user = userEvent.setup({ delay: null });
    await fill(user, screen.getByLabelText(/CNPJ/), '11222333000181');
    await fill(user, screen.getByLabelText(/Razão social/), 'Cartório Novo');
    await user.click(screen.getByRole('button', { name: 'Cadastrar cliente' }));
    const link = await screen.findByRole('link', { name: 'Abrir o cliente existente' });
    expect(link.getAttribute('href')).toBe('/client/c-antigo');
    expect(document.body.textContent?.split(message).length).toBe(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/CNPJ/)));
  });
});
