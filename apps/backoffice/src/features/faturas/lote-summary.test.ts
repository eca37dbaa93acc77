import type { FaturaLoteItem } from '@siao/shared';
import { describe, expect, it } from 'vitest';
import { loteSummary } from './lote-summary';

const ok = (id: string): FaturaLoteItem => ({ id, numero: 1, ok: true, codigo: null, mensagem: null });
const no = (id: string, codigo: string, mensagem = 'x'): FaturaLoteItem => ({
  id,
  numero: 2,
  ok: false,
  codigo,
  mensagem,
});

describe('the summary at the end of a batch', () => {
  it('counts with real plurals and names the one reason', () => {
    expect(
      loteSummary('cancelamento', [ok('a'), ok('b'), ok('c'), no('d', 'FATURA_PAID_CANNOT_CANCEL')]),
    ).toBe('3 faturas canceladas, 1 não pôde ser cancelada: já paga');
    expect(loteSummary('pagamento', [ok('a')])).toBe('1 fatura marcada como paga');
  });

  it('counts each reason when there are several, and falls back to the server message', () => {
    expect(
      loteSummary('email', [
        no('a', 'FATURA_CLIENT_NO_EMAIL'),
        no('b', 'FATURA_CLIENT_NO_EMAIL'),
        no('c', 'INTERNAL', 'Erro interno do servidor.'),
      ]),
    ).toBe(
      '0 faturas enviadas por e-mail, 3 não puderam ser enviadas: cliente sem e-mail cadastrado (2), erro interno do servidor (1)',
    );
  });
});
