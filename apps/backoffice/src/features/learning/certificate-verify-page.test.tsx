import type { Certificate } from '@siao/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { renderAt } from '../../test/render-app';

const jwt = `eyJhbGciOiJFZERTQSJ9.${'x'.repeat(1900)}.assinatura`;
const certificate: Omit<Certificate, 'id'> = {
  code: 'ABCD-EFGH-JKLM',
  learner_name: 'Caio Cliente',
  cpf_masked: '***.456.789-**',
  journey_title: 'Segurança da informação e LGPD no cartório',
  workload_hours: 8,
  completed_at: '2026-11-20T15:00:00Z',
  issued_at: '2026-11-20T15:00:05Z',
  revoked_at: null,
  revoked_reason: null,
  verify_url: 'http://localhost/certificados/ABCD-EFGH-JKLM',
  credential_jwt: jwt,
  issuer_name: 'Cartório Modelo Ltda.',
  issuer_logo_url: null,
  signer_name: 'Maria Souza',
  signer_role: 'Tabeliã',
};

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    if (req.path === '/api/public/certificates/ABCD-EFGH-JKLM')
      return sendJson(res, 200, { data: certificate });
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());

describe('public certificate verification', { timeout: 60_000 }, () => {
  it('shows the human data and keeps the signed credential folded, with a copy button', async () => {
    renderAt('/certificados/ABCD-EFGH-JKLM');
    expect((await screen.findByTestId('certificate-status')).textContent).toContain('Certificado válido');
    expect(screen.getByText('Caio Cliente')).toBeTruthy();
    expect(screen.getByText('Segurança da informação e LGPD no cartório')).toBeTruthy();
    // who issued and who signs, as on the document
    expect(screen.getByText('Cartório Modelo Ltda.')).toBeTruthy();
    expect(screen.getByText('Maria Souza, Tabeliã')).toBeTruthy();
    // the ~2,000-character token is not on the page until asked for
    expect(document.body.textContent).not.toContain(jwt);
    expect(screen.getByRole('button', { name: 'Copiar credencial' })).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    const toggle = screen.getByRole('button', { name: 'Mostrar credencial assinada' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect((await screen.findByTestId('credential-jwt')).textContent).toBe(jwt);
    expect(
      screen.getByRole('button', { name: 'Ocultar credencial assinada' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });
});
