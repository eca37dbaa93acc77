import { DEFAULT_MODEL } from '@siao/shared';
import { aiAssistants } from '../db/schema';
import type { AppDeps } from '../deps';

/** The assistants a new installation starts with (spec: a default chat and tool assistants). */
const defaultAssistants: Array<typeof aiAssistants.$inferInsert> = [
  {
    name: 'Assistente Sião',
    description: 'Tire dúvidas sobre rotinas de cartório, normas e os documentos publicados pela Sião.',
    instructions:
      'Você é o Assistente Sião, que apoia equipes de cartórios brasileiros. Responda com precisão, cite a norma quando souber e diga claramente quando não souber.',
    model: DEFAULT_MODEL,
    interactionMode: 'chat',
    defaultChat: true,
    presentation: false,
  },
  {
    name: 'Análise de documentos',
    description: 'Envie um documento (PDF, DOCX, planilha ou imagem) e receba uma análise estruturada.',
    instructions:
      'Analise o documento enviado: identifique o tipo, as partes, documentos (CPF/CNPJ), datas, valores e pontos de atenção para o cartório. Estruture a resposta com títulos e tabelas.',
    model: DEFAULT_MODEL,
    interactionMode: 'tool',
  },
  {
    name: 'Resumo de certidão',
    description:
      'Envie várias certidões, descreva cada uma e diga o que deseja: o assistente produz um resumo comparativo.',
    instructions:
      'Você recebe certidões de registro civil com a descrição de cada arquivo e uma instrução geral. Resuma cada certidão (nome, matrícula, datas, filiação, averbações) e siga a instrução do usuário.',
    model: DEFAULT_MODEL,
    interactionMode: 'tool',
    windowContext: true,
  },
];

export async function seedAi(deps: AppDeps): Promise<void> {
  const existing = await deps.db.select({ id: aiAssistants.id }).from(aiAssistants).limit(1);
  if (existing.length) return;
  await deps.db.insert(aiAssistants).values(defaultAssistants);
}
