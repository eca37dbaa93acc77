import type { CnibConsultation } from '@siao/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app-providers';
import { queryClient } from '../../lib/query-client';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { fill } from '../../test/fill';
import { signIn } from '../../test/users';
import { CnibConsultForm } from './cnib-consult-form';

// what the API answers for a document its schema refuses (the same shared schema the form uses)
const serverRefusal = {
  error: {
    code: 'VALIDATION_FAILED',
    message: 'Dados inválidos. Verifique os campos destacados.',
    details: [{ field: 'finalidade', message: 'Finalidade recusada pelo servidor.' }],
  },
};

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    if (req.method === 'POST' && req.path === '/api/services/cnib/consultas')
      return sendJson(res, 400, serverRefusal);
    return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
afterEach(() => {
  server.requests.length = 0;
  queryClient.clear();
});

/** the CPF text field (the kind switch has a 'CPF' option too) */
const cpfBox = () => screen.getByRole('textbox', { name: 'CPF' });

function renderForm(onResult: (c: CnibConsultation) => void = () => undefined) {
  signIn();
  render(
    <AppProviders>
      <CnibConsultForm onResult={onResult} />
    </AppProviders>,
  );
}

describe('CNIB consult form (the one form hook, shared schema)', { timeout: 30_000 }, () => {
  it('says a wrong CPF is wrong when the field is left, with the API words', async () => {
    renderForm();
    const user = userEvent.setup({ delay: null });
    await user.type(cpfBox(), '11122233300');
    await user.tab();
    expect(await screen.findByText('CPF ou CNPJ inválido.')).toBeTruthy();
  });

  it('on submit, focuses the empty document field and sends nothing', async () => {
    renderForm();
    const user = userEvent.setup({ delay: null });
    await fill(user, screen.getByLabelText('Finalidade (opcional)'), 'Protocolo 123');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Informe o CPF ou CNPJ.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Verifique os campos destacados.');
    await waitFor(() => expect(document.activeElement).toBe(cpfBox()));
    expect(server.requests).toHaveLength(0);
  });

  it("puts the server's field reasons next to their fields and focuses the first", async () => {
    let results = 0;
    renderForm(() => {
      results += 1;
    });
    const user = userEvent.setup({ delay: null });
    await user.type(cpfBox(), '52998224725');
    await fill(user, screen.getByLabelText('Finalidade (opcional)'), 'Protocolo 123');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Finalidade recusada pelo servidor.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Finalidade (opcional)')));
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual({
      documento: '52998224725',
      finalidade: 'Protocolo 123',
    });
    expect(results).toBe(0);
  });
});
