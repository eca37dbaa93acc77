import type { Fatura } from '@siao/shared';
import type { Config } from '../../config';
import { pixCharge } from './pix';
import type { findFatura } from './repository';

type Found = NonNullable<Awaited<ReturnType<typeof findFatura>>>;

/** API shape of one fatura; the PIX charge only while it can still be paid. */
export async function toFaturaDto(config: Config, found: Found): Promise<Fatura> {
  const f = found.fatura;
  const payable = found.status === 'aberta' || found.status === 'vencida';
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
    pix: payable ? await pixCharge(config, { numero: f.numero, total_centavos: f.totalCentavos }) : null,
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
  };
}
