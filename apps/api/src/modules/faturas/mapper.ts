import type { Fatura } from '@siao/shared';
import type { AppDeps } from '../../deps';
import { businessSettings } from '../settings/service';
import { bankDetails, pixCharge } from './pix';
import type { findFatura } from './repository';

type Found = NonNullable<Awaited<ReturnType<typeof findFatura>>>;

/** API shape of one fatura; how to pay it (PIX, bank transfer) only while it can still be paid. */
export async function toFaturaDto(deps: Pick<AppDeps, 'db' | 'config'>, found: Found): Promise<Fatura> {
  const f = found.fatura;
  const payable = found.status === 'aberta' || found.status === 'vencida';
  const settings = await businessSettings(deps);
  return {
    id: f.id,
    numero: f.numero,
    client_id: f.clientId,
    client_name: found.clientName,
    client_document: found.clientDocument,
    client_email: found.clientEmail,
    competencia: f.competencia,
    emissao: f.emissao,
    vencimento: f.vencimento,
    status: found.status,
    total_centavos: f.totalCentavos,
    pago_em: f.pagoEm,
    forma_pagamento: f.formaPagamento,
    itens: found.itens.map((i) => ({
      descricao: i.descricao,
      quantidade: i.quantidade,
      valor_unitario_centavos: i.valorUnitarioCentavos,
      total_centavos: i.totalCentavos,
    })),
    observacoes: f.observacoes,
    origem: f.origem,
    cancelada_em: f.canceladaEm?.toISOString() ?? null,
    motivo_cancelamento: f.motivoCancelamento,
    pix: payable ? await pixCharge(settings, { numero: f.numero, total_centavos: f.totalCentavos }) : null,
    dados_bancarios: payable && f.totalCentavos > 0 ? bankDetails(settings) : null,
    rodape: settings.fatura_rodape,
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
  };
}
