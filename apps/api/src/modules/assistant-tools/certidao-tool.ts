import { aiToolInputSchemas, formatDateTime } from '@siao/shared';
import { EVERYONE } from '../../lib/auth/access';
import { defineTool, SIAO_USER_AUDIENCES } from '../ai';
import { type FinishedCertidao, latestFinishedCertidao, requireFinishedCertidao } from '../services';

const kindLabels = { nascimento: 'Certidão de nascimento', obito: 'Certidão de óbito' } as const;

/** The extraction as the model reads it: each field with its review mark and why. */
function certidaoData(job: FinishedCertidao) {
  const { kind, fields, matricula } = job.certidao;
  return {
    certidao_id: job.id,
    arquivo: job.fileName,
    tipo: kindLabels[kind],
    revisada_em: job.certidaoReviewedAt?.toISOString() ?? null,
    matricula: matricula ? { valor: matricula.formatted, digito_verificador_valido: matricula.valid } : null,
    campos: fields.map((field) => ({
      campo: field.label,
      valor: field.value || null,
      confianca: Math.round(field.confidence * 100) / 100,
      revisar: field.review,
      motivos: field.reasons,
    })),
  };
}

/**
 * resumir_certidao: a certidão uploaded to the OCR de certidões service, as its page reads it
 * (GET /api/services/certidoes/:id, the same service and checks): a `cliente` finds only its own
 * client's certidões (another's is "não encontrado"), and its client must have contracted the service.
 * Without an id, the most recent finished one of the page's list.
 */
export const resumirCertidao = defineTool({
  name: 'resumir_certidao',
  description:
    'Resume uma certidão de nascimento ou óbito enviada ao serviço OCR de certidões do Sião: os campos ' +
    'extraídos, cada um com a marca de revisão e o motivo (confiança baixa, dígito verificador, campo ' +
    'não encontrado). Sem identificador, usa a certidão concluída mais recente do usuário. Não invente ' +
    'valores: os campos marcados para revisão precisam ser conferidos por uma pessoa.',
  input: aiToolInputSchemas.resumir_certidao,
  access: EVERYONE,
  audiences: SIAO_USER_AUDIENCES,
  // the route's check: a cliente acts for its own client, staff for none in particular
  service: { name: 'certidoes', clientOf: () => undefined },
  async execute(ctx, input) {
    const job = input.certidao_id
      ? await requireFinishedCertidao(ctx.deps, ctx.auth, input.certidao_id)
      : await latestFinishedCertidao(ctx.deps, ctx.auth);
    if (!job) {
      return {
        data: { encontrada: false },
        summary: 'Nenhuma certidão concluída no OCR de certidões',
      };
    }
    const toReview = job.certidao.fields.filter((field) => field.review);
    const reviewed = job.certidaoReviewedAt ? `, revisada em ${formatDateTime(job.certidaoReviewedAt)}` : '';
    return {
      data: { encontrada: true, ...certidaoData(job) },
      summary: `${kindLabels[job.certidao.kind]} (${job.fileName}): ${job.certidao.fields.length} campo(s), ${toReview.length} para revisar${reviewed}`,
      detail: job.certidao.fields
        .map(
          (field) =>
            `${field.label}: ${field.value || '—'}${field.review ? ` ⚠ revisar (${field.reasons.join('; ')})` : ''}`,
        )
        .join('\n'),
    };
  },
});
