import type { DocumentVisibility, Product, TermsKind } from '@siao/shared';
import { tinyPdf } from './tiny-pdf';
import { PNG_1X1 } from './tiny-png';

interface SeedTerms {
  kind: TermsKind;
  product: Product | null;
  title: string;
  requiresAcceptance: boolean;
  versions: string[];
}

/** Per-product terms; the foundation already publishes the general privacy policy and terms of use. */
export const productTermsHtml: SeedTerms[] = [
  {
    kind: 'termos_de_uso',
    product: 'siaoseg',
    title: 'Termos de Uso do SiãoSeg',
    requiresAcceptance: true,
    versions: [
      '<h2>Termos de Uso do SiãoSeg</h2><p>O SiãoSeg oferece jornadas e trilhas de capacitação em segurança da informação para serventias. O progresso e as notas dos quizzes de cada usuário ficam visíveis para o responsável da serventia.</p>',
    ],
  },
  {
    kind: 'termos_de_uso',
    product: 'siaogpt',
    title: 'Termos de Uso do SiãoGPT',
    requiresAcceptance: true,
    versions: [
      '<h2>Termos de Uso do SiãoGPT</h2><p>O assistente de IA apoia o trabalho da serventia. As respostas devem ser conferidas por um profissional antes de qualquer ato.</p>',
      '<h2>Termos de Uso do SiãoGPT</h2><p>O assistente de IA apoia o trabalho da serventia. As respostas devem ser conferidas por um profissional antes de qualquer ato.</p><p>Não envie ao assistente dados pessoais sensíveis sem necessidade (LGPD, art. 11). Documentos enviados são usados apenas para responder ao pedido.</p>',
    ],
  },
  {
    kind: 'termos_de_uso',
    product: 'servicos',
    title: 'Termos dos Serviços (CNIB e OCR)',
    requiresAcceptance: true,
    versions: [
      '<h2>Termos dos Serviços</h2><p>As consultas à CNIB e o reconhecimento de texto (OCR) de certidões são registrados com usuário, data e finalidade. O resultado do OCR deve ser conferido com o documento original.</p>',
    ],
  },
  {
    kind: 'custom',
    product: null,
    title: 'Política de Cookies',
    requiresAcceptance: false,
    versions: [
      '<h2>Política de Cookies</h2><p>Usamos apenas armazenamento local essencial para manter sua sessão. Não usamos cookies de publicidade.</p>',
    ],
  },
];

interface SeedFile {
  title: string;
  category: string;
  description: string | null;
  visibility: DocumentVisibility;
  fileName: string;
  bytes: Buffer;
  nextVersion?: Buffer;
}

export function seedDocumentFiles(): SeedFile[] {
  return [
    {
      title: 'Manual do Sião para serventias',
      category: 'Manuais',
      description: 'Primeiros passos: usuários, faturas, documentos e o assistente de IA.',
      visibility: 'todos_clientes',
      fileName: 'manual-siao.pdf',
      bytes: tinyPdf('Manual do Sião', [
        'Bem-vindo ao Sião, o back-office da sua serventia.',
        'Em Documentos você encontra manuais, tabelas e modelos publicados pela Sião.',
        'O assistente SiãoGPT responde dúvidas sobre certidões, escrituras e procurações.',
        'Dúvidas: suporte@siao.demo',
      ]),
    },
    {
      title: 'Tabela de prazos de atendimento',
      category: 'Tabelas',
      description: 'Prazos internos de resposta por tipo de solicitação.',
      visibility: 'todos_clientes',
      fileName: 'prazos-atendimento.csv',
      bytes: Buffer.from(
        'solicitação;prazo (dias úteis)\nSuporte técnico;1\nEmissão de fatura;2\nNovo usuário;1\n',
      ),
      nextVersion: Buffer.from(
        'solicitação;prazo (dias úteis)\nSuporte técnico;1\nEmissão de fatura;1\nNovo usuário;1\nTreinamento SiãoSeg;5\n',
      ),
    },
    {
      title: 'Guia rápido de certidões',
      category: 'Guias',
      description: 'Checklist de conferência de certidões de nascimento, casamento e óbito.',
      visibility: 'clientes_escolhidos',
      fileName: 'guia-certidoes.md',
      bytes: Buffer.from(
        '# Guia rápido de certidões\n\n- Confira a matrícula (32 dígitos) e os dígitos verificadores.\n- Confira nomes, datas e filiação com o livro.\n- Averbações e anotações devem constar na certidão em inteiro teor.\n',
      ),
    },
    {
      title: 'Procedimento interno de suporte',
      category: 'Procedimentos',
      description: null,
      visibility: 'interno',
      fileName: 'procedimento-suporte.txt',
      bytes: Buffer.from(
        'Procedimento interno (equipe Sião)\n\n1. Registrar o chamado com o CNPJ do cliente.\n2. Responder em até um dia útil.\n3. Encerrar com o resumo da solução.\n',
      ),
    },
    {
      title: 'Marca Sião (ícone)',
      category: 'Identidade visual',
      description: 'Ícone para materiais internos.',
      visibility: 'interno',
      fileName: 'icone-siao.png',
      bytes: PNG_1X1,
    },
    {
      title: 'Rascunho de comunicado',
      category: 'Comunicados',
      description: 'Excluído: fica na lixeira até ser restaurado ou expirar.',
      visibility: 'todos_clientes',
      fileName: 'rascunho-comunicado.txt',
      bytes: Buffer.from('Comunicado (rascunho): manutenção programada no sábado.\n'),
    },
  ];
}
