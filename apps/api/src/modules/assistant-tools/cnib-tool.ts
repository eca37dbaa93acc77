import { aiToolInputSchemas, cnibResultLabels, formatDocumentLabel } from '@siao/shared';
import { EVERYONE } from '../../lib/auth/access';
import { defineTool, SIAO_USER_AUDIENCES } from '../ai';
import { consult } from '../services';

/** consultar_cnib: the CNIB page's consultation (POST /api/services/cnib/consultas), same service. */
export const consultarCnib = defineTool({
  name: 'consultar_cnib',
  description:
    'Consulta a CNIB (Central Nacional de Indisponibilidade de Bens) para um CPF ou CNPJ, pela ONR, ' +
    'em nome do cartório do usuário. Cada consulta é registrada e cobrada: o usuário confirma antes. ' +
    'Use quando o usuário pedir para verificar indisponibilidade de bens de uma pessoa ou empresa.',
  input: aiToolInputSchemas.consultar_cnib,
  access: EVERYONE,
  audiences: SIAO_USER_AUDIENCES,
  service: { name: 'cnib', clientOf: (input) => input.cliente_id },
  confirmation: (input) => ({
    question: `Consultar a CNIB para ${formatDocumentLabel(input.documento)}? A consulta é registrada e conta no uso do serviço.`,
    button: 'Confirmar consulta',
  }),
  async execute(ctx, input) {
    const consulta = await consult(
      ctx.deps,
      ctx.auth,
      { documento: input.documento, finalidade: input.finalidade, client_id: input.cliente_id },
      ctx.origin,
    );
    const label = formatDocumentLabel(consulta.documento);
    const outcome =
      consulta.resultado === 'indisponivel'
        ? `indisponibilidade encontrada (${consulta.qtd_ordens ?? 0} ordem(ns))`
        : consulta.resultado === 'livre'
          ? 'nenhuma indisponibilidade'
          : `consulta recusada pela ONR: ${consulta.erro ?? 'erro desconhecido'}`;
    return {
      data: {
        consulta_id: consulta.id,
        documento: consulta.documento,
        nome_razao: consulta.nome_razao,
        resultado: cnibResultLabels[consulta.resultado],
        indisponivel: consulta.indisponivel,
        quantidade_ordens: consulta.qtd_ordens,
        protocolos: consulta.protocolos,
        consultado_em: consulta.consultado_em,
        comprovante_verificacao: consulta.verificacao_url,
        erro: consulta.erro,
      },
      summary: `${label}: ${outcome}`,
      detail: [consulta.nome_razao, cnibResultLabels[consulta.resultado], ...consulta.protocolos]
        .filter(Boolean)
        .join(' · '),
      link: { label: 'Verificar comprovante', url: consulta.verificacao_url },
    };
  },
});
