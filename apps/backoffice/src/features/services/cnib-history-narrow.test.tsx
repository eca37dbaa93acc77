import type { CnibConsultation } from '@siao/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardFields, listServer, onlyCard, renderRouted } from '../../test/narrow-list';
import { setWidth } from '../../test/viewport';
import { CnibHistory } from './cnib-history';

const consultation: CnibConsultation = {
  id: 'c1',
  client_id: 'cl1',
  client_name: 'Cartório do 1º Ofício de Palmas',
  documento: '11222333000181',
  finalidade: null,
  resultado: 'indisponivel',
  indisponivel: true,
  qtd_ordens: 2,
  protocolos: ['202611240001'],
  nome_razao: 'EMPRESA TESTE LTDA',
  hash: 'a1b2c3d4e5f6',
  consultado_em: '2026-11-24T05:00:00.000Z',
  usuario_nome: 'Ana Admin',
  erro: null,
  recheck_of: null,
  antiga: false,
  verificacao_url: 'http://x/verificar/a1b2c3d4e5f6',
};
listServer({ '/api/services/cnib/consultas': [consultation] });

describe('CNIB history', { timeout: 30_000 }, () => {
  it('at 360 px: one card with the document, the result, the hash and the receipt button', async () => {
    setWidth(360);
    renderRouted(<CnibHistory onOpen={() => {}} />);
    const card = await onlyCard('Histórico de consultas');
    expect(cardFields(card)).toMatchObject({
      Cliente: 'Cartório do 1º Ofício de Palmas',
      'CPF/CNPJ': '11.222.333/0001-81',
      Resultado: 'Indisponível: SIM',
      Ordens: '2',
      Hash: 'a1b2c3d4e5f6',
      Operador: 'Ana Admin',
    });
    expect(within(card).getByRole('button', { name: 'Baixar comprovante' })).toBeTruthy();
  });

  it('at 1366 px: still a table with its column headers', async () => {
    setWidth(1366);
    renderRouted(<CnibHistory onOpen={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Histórico de consultas' }, { timeout: 10_000 });
    await within(table).findByText('a1b2c3d4e5f6', {}, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Data e hora',
      'Cliente',
      'CPF/CNPJ',
      'Resultado',
      'Ordens',
      'Hash',
      'Operador',
      'Comprovante',
    ]);
  });
});
