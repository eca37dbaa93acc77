import type { CnibConsultation, CnibResult } from '@siao/shared';
import type { Config } from '../../../config';
import type { ConsultationRow } from './repository';

export const resultOf = (r: { status: string; indisponivel: boolean | null }): CnibResult =>
  r.status !== 'ok' ? 'erro' : r.indisponivel ? 'indisponivel' : 'livre';

/** The receipt's public verification address (what the QR code opens). */
export const verificationUrl = (config: Config, code: string) =>
  `${config.PUBLIC_URL.replace(/\/$/, '')}/verificar/cnib/${code}`;

function protocolsOf(response: unknown): string[] {
  const data = (response as { data?: { protocolos?: unknown } } | null)?.data;
  return Array.isArray(data?.protocolos)
    ? data.protocolos.map((p) => (typeof p === 'string' ? p : JSON.stringify(p)))
    : [];
}

export function toConsultation(
  config: Config,
  { row, clientName, userName }: ConsultationRow,
  now: Date,
): CnibConsultation {
  const ageHours = (now.getTime() - row.createdAt.getTime()) / 3_600_000;
  return {
    id: row.id,
    client_id: row.clientId,
    client_name: clientName,
    documento: row.document,
    finalidade: row.finalidade,
    resultado: resultOf(row),
    indisponivel: row.indisponivel,
    qtd_ordens: row.qtdOrdens,
    protocolos: protocolsOf(row.response),
    nome_razao: row.nomeRazao,
    hash: row.hash,
    consultado_em: row.createdAt.toISOString(),
    usuario_nome: userName,
    erro: row.error,
    recheck_of: row.recheckOf,
    antiga: row.status === 'ok' && ageHours > config.CNIB_MAX_AGE_HOURS,
    verificacao_url: verificationUrl(config, row.verificationCode),
  };
}
