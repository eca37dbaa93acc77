import type { FaturaLoteInput, FaturaLoteItem, FaturaLoteResult } from '@siao/shared';
import type { FastifyBaseLogger } from 'fastify';
import JSZip from 'jszip';
import type { AppDeps } from '../../deps';
import type { AuditOrigin } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { AppError } from '../../lib/errors';
import { emailFatura } from './delivery';
import { toFaturaDto } from './mapper';
import { faturaNumeroLabel, faturaPdf } from './pdf';
import { cancelFatura, getFatura, registerPayment } from './service';

type Found = Awaited<ReturnType<typeof getFatura>>;
/** Who asks, and where an unexpected failure of one fatura is logged. */
export interface LoteCaller {
  auth: AuthContext;
  log: FastifyBaseLogger;
}

/**
 * Runs `act` on each fatura in turn, each through the single action's own rules, transaction and
 * audit row, and reports per fatura: one refused (already paid, not found) never stops the others.
 * A fatura the caller may not see is "not found", like its single route.
 */
async function eachFatura(
  deps: AppDeps,
  { auth, log }: LoteCaller,
  ids: string[],
  act: (found: Found) => Promise<unknown>,
): Promise<FaturaLoteItem[]> {
  const itens: FaturaLoteItem[] = [];
  for (const id of new Set(ids)) {
    let numero: number | null = null;
    try {
      const found = await getFatura(deps, auth, id);
      numero = found.fatura.numero;
      await act(found);
      itens.push({ id, numero, ok: true, codigo: null, mensagem: null });
    } catch (error) {
      const known = error instanceof AppError ? error : new AppError('INTERNAL');
      if (known !== error) log.error({ err: error, fatura: id }, 'fatura em lote falhou');
      itens.push({ id, numero, ok: false, codigo: known.code, mensagem: known.message });
    }
  }
  return itens;
}

/** Enviar por e-mail, registrar pagamento or cancelar many faturas; one result per fatura. */
export async function runFaturaLote(
  deps: AppDeps,
  caller: LoteCaller,
  input: FaturaLoteInput,
  origin: AuditOrigin,
): Promise<FaturaLoteResult> {
  const act = (found: Found): Promise<unknown> => {
    const id = found.fatura.id;
    switch (input.acao) {
      case 'email':
        return toFaturaDto(deps, found).then((dto) => emailFatura(deps, dto, origin));
      case 'pagamento':
        return registerPayment(deps, id, { data: input.data, forma: input.forma }, origin);
      case 'cancelamento':
        return cancelFatura(deps, id, { motivo: input.motivo }, origin);
    }
  };
  const itens = await eachFatura(deps, caller, input.ids, act);
  const sucesso = itens.filter((i) => i.ok).length;
  return { acao: input.acao, sucesso, falhas: itens.length - sucesso, itens };
}

/**
 * The PDFs of many faturas in one zip (stored, not deflated: PDFs are compressed already). Faturas
 * that could not be read are listed in the `x-faturas-ignoradas` header by the route.
 */
export async function faturaPdfZip(deps: AppDeps, caller: LoteCaller, ids: string[]) {
  const zip = new JSZip();
  const itens = await eachFatura(deps, caller, ids, async (found) => {
    const fatura = await toFaturaDto(deps, found);
    zip.file(`Fatura_${faturaNumeroLabel(fatura.numero)}.pdf`, await faturaPdf(deps, fatura));
  });
  const content = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  return { content, incluidas: itens.filter((i) => i.ok).length, ignoradas: itens.filter((i) => !i.ok) };
}
