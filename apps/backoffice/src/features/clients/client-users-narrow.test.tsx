import type { ManagedUser } from '@siao/shared';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardFields, listServer, onlyCard, renderRouted } from '../../test/narrow-list';
import { testUser } from '../../test/users';
import { setWidth } from '../../test/viewport';
import { ClientUsersTab } from './client-users-tab';

const member: ManagedUser = {
  ...testUser({
    id: 'u2',
    name: 'Bruno Operador',
    email: 'bruno.operador.com.nome.longo@cartorio-exemplo.com.br',
    role: 'operador',
  }),
  invitation_pending: false,
  version: 1,
};
listServer({ '/api/users': [member] });

describe("a client's users tab at 360 px", { timeout: 30_000 }, () => {
  it('one card per user with the link, the e-mail, the situação and the last access', async () => {
    setWidth(360);
    renderRouted(<ClientUsersTab clientId="cl1" canManage />);
    const card = await onlyCard('Usuários do cliente');
    expect(within(card).getByRole('link', { name: 'Bruno Operador' })).toBeTruthy();
    expect(cardFields(card)).toMatchObject({
      'E-mail': 'bruno.operador.com.nome.longo@cartorio-exemplo.com.br',
      Situação: 'Ativo',
      'Último acesso': 'Nunca acessou',
    });
  });
});
