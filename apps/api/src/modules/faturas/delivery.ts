import { competenciaLabel, type Fatura, formatBRL, formatDate } from '@siao/shared';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { faturaNumeroLabel, faturaPdf } from './pdf';

/** Sends the fatura PDF to the client's registered e-mail and records that it was sent. */
export async function emailFatura(deps: AppDeps, fatura: Fatura, origin: AuditOrigin) {
  const to = fatura.client_email?.trim();
  if (!to) throw new AppError('FATURA_CLIENT_NO_EMAIL');
  const numero = faturaNumeroLabel(fatura.numero);
  const pdf = await faturaPdf(deps, fatura);
  const competencia = competenciaLabel(fatura.competencia) ?? fatura.competencia;
  const lines = [
    `Olá, ${fatura.client_name}.`,
    '',
    `Segue em anexo a fatura nº ${numero}, competência ${competencia}, no valor de ${formatBRL(fatura.total_centavos)}, com vencimento em ${formatDate(fatura.vencimento)}.`,
    fatura.pix ? `\nPIX copia e cola:\n${fatura.pix.copia_e_cola}` : '',
    '',
    'Atenciosamente,',
    'Equipe Sião',
  ];
  await deps.mailer.send({
    to,
    subject: `Fatura nº ${numero} — ${competencia}`,
    text: lines.join('\n'),
    attachments: [{ filename: `Fatura_${numero}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
  await writeAudit(
    deps.db,
    {
      action: 'fatura.emailed',
      entity: 'fatura',
      entityId: fatura.id,
      clientId: fatura.client_id,
      details: { numero: fatura.numero, to },
    },
    origin,
  );
  return { enviado_para: to };
}
