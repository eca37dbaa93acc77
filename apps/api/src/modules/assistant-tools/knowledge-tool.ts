import { aiToolInputSchemas } from '@siao/shared';
import { EVERYONE } from '../../lib/auth/access';
import { AI_AUDIENCES, defineTool } from '../ai';

/** buscar_base_de_conhecimento: the published documents and terms the user's client may read. */
export const buscarBaseDeConhecimento = defineTool({
  name: 'buscar_base_de_conhecimento',
  description:
    'Busca trechos nos documentos e termos publicados na base de conhecimento do Sião (somente o que ' +
    'o cartório do usuário pode ler). Use para perguntas sobre procedimentos, normas e orientações.',
  input: aiToolInputSchemas.buscar_base_de_conhecimento,
  access: EVERYONE,
  audiences: AI_AUDIENCES,
  async execute(ctx, input) {
    const hits = await ctx.knowledge.search(input.consulta, { clientId: ctx.auth.clientId, limit: 5 });
    return {
      data: {
        trechos: hits.map((hit) => ({
          titulo: hit.title,
          fonte: hit.source,
          trecho: hit.excerpt,
          link: hit.url,
        })),
      },
      summary: hits.length
        ? `${hits.length} trecho(s) encontrado(s)`
        : 'Nada encontrado na base de conhecimento',
      detail: hits.map((hit) => hit.title).join(' · ') || undefined,
    };
  },
});
