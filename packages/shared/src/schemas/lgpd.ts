import { z } from 'zod';
import { formatCpf, isValidCpf, normalizeCpf } from '../validators/cpf';
import { maskCpf } from '../validators/document';

/**
 * LGPD: THE table of what the product keeps about a person, per category — why (legal basis), for how
 * long, and what happens at the end. The access report prints it, docs/lgpd.md explains it, and the
 * retention job (`lgpd-retention`) applies the rows whose end is automatic (`automatic`).
 */
export interface RetentionRule {
  /** stable key (report JSON, the retention job) */
  categoria: string;
  rotulo: string;
  /** what the category holds, in words */
  dados: string;
  base_legal: string;
  retencao: string;
  /** what happens when the retention ends, or on an anonymisation / deletion request */
  ao_fim: string;
  /** days after which the retention job acts on its own; null = only on request or while a contract lasts */
  dias: number | null;
}

export const lgpdRetentionRules = [
  {
    categoria: 'usuarios',
    rotulo: 'Conta de usuário',
    dados: 'Nome, e-mail, CPF, telefone, foto, perfil, cliente, função, datas de acesso.',
    base_legal: 'Execução de contrato (LGPD art. 7º, V) com o cliente a que o usuário pertence.',
    retencao: 'Enquanto a conta existir.',
    ao_fim:
      'Anonimizada: nome e e-mail viram pseudônimo, CPF, telefone, foto e senha são apagados; a conta fica inativa.',
    dias: null,
  },
  {
    categoria: 'sessoes',
    rotulo: 'Registros de acesso (sessões)',
    dados:
      'IP, cidade (quando o proxy a informa), navegador, início e último uso de cada sessão; links de redefinição de senha.',
    base_legal: 'Obrigação legal (LGPD art. 7º, II): Marco Civil da Internet, art. 15.',
    retencao: '6 meses após o último uso.',
    ao_fim: 'Apagados pela tarefa diária de retenção.',
    dias: 184,
  },
  {
    categoria: 'contatos_clientes',
    rotulo: 'Cadastro de clientes (contato e pessoa física)',
    dados: 'Nome e CPF do cliente pessoa física; e-mail, telefone e endereço de contato.',
    base_legal: 'Execução de contrato (LGPD art. 7º, V).',
    retencao: 'Enquanto durar o contrato e as faturas dele precisarem ser guardadas.',
    ao_fim: 'Anonimizado: nome e documento viram pseudônimo; contato e endereço são apagados.',
    dias: null,
  },
  {
    categoria: 'faturas',
    rotulo: 'Faturas',
    dados: 'Faturas do cliente pessoa física: número, competência, valores, pagamento, observações.',
    base_legal: 'Obrigação legal (LGPD art. 7º, II): guarda fiscal e contábil.',
    retencao: '5 anos após a emissão.',
    ao_fim:
      'Mantidas com o cliente anonimizado: número, datas e valores não mudam; nomes e CPF nas observações viram pseudônimo.',
    dias: null,
  },
  {
    categoria: 'alunos_siaoseg',
    rotulo: 'SiãoSeg (matrículas, tentativas e certificados)',
    dados: 'Matrículas, progresso, respostas dos quizzes, notas e certificados com nome e CPF mascarado.',
    base_legal: 'Execução de contrato (LGPD art. 7º, V) com o cartório que contratou o treinamento.',
    retencao: 'Enquanto a conta existir.',
    ao_fim:
      'Progresso e notas ficam ligados ao pseudônimo; o certificado, assinado com o nome, é apagado (o link de verificação deixa de valer).',
    dias: null,
  },
  {
    categoria: 'certidoes',
    rotulo: 'Extrações de certidões e textos de OCR',
    dados: 'Texto reconhecido e campos extraídos das certidões enviadas pelo cartório.',
    base_legal:
      'Cumprimento de obrigação do cartório, controlador (LGPD art. 7º, II e art. 23, § 4º); o Sião é operador.',
    retencao: 'Enquanto o cartório mantiver o registro.',
    ao_fim: 'O CPF e o nome do titular no texto e nos campos viram pseudônimo; os arquivos são apagados.',
    dias: null,
  },
  {
    categoria: 'arquivos_ocr',
    rotulo: 'Arquivos enviados para OCR',
    dados: 'O arquivo enviado, as imagens das páginas e o PDF pesquisável.',
    base_legal: 'Execução do serviço contratado pelo cartório (LGPD art. 7º, V; art. 23, § 4º).',
    retencao: '30 dias após o envio (OCR_RETENTION_DAYS).',
    ao_fim: 'Arquivos apagados pela tarefa diária de retenção; o registro e o texto ficam.',
    dias: 30,
  },
  {
    categoria: 'cnib',
    rotulo: 'Consultas à CNIB',
    dados: 'Documento consultado, nome devolvido pela ONR, resposta da ONR, monitoramento e alertas.',
    base_legal:
      'Obrigação legal do cartório (LGPD art. 7º, II e art. 23, § 4º): consulta à CNIB antes dos atos (Provimento CNJ).',
    retencao: 'Enquanto o cartório precisar comprovar a consulta.',
    ao_fim:
      'Documento e nome viram pseudônimo; hash da ONR, data, resultado e código de verificação ficam, e o comprovante continua verificável. O monitoramento do documento é encerrado.',
    dias: null,
  },
  {
    categoria: 'auditoria',
    rotulo: 'Registros de auditoria',
    dados: 'Quem fez o quê, quando e de onde (IP, navegador), com os dados alterados.',
    base_legal: 'Segurança e prova (LGPD art. 7º, II e IX; art. 46) e Marco Civil da Internet, art. 15.',
    retencao: 'Enquanto a conta ou o registro auditado existir.',
    ao_fim:
      'Mantidos, com CPF, nome e e-mail do titular trocados pelo pseudônimo; nenhum registro é apagado.',
    dias: null,
  },
  {
    categoria: 'aceites_termos',
    rotulo: 'Aceites de termos e políticas',
    dados: 'Documento, versão, hash do texto, data, IP, navegador e canal de cada aceite.',
    base_legal: 'Prova do consentimento (LGPD art. 8º, § 2º).',
    retencao: 'Enquanto a conta existir.',
    ao_fim: 'Mantidos, ligados à conta anonimizada.',
    dias: null,
  },
  {
    categoria: 'assistente_ia',
    rotulo: 'Conversas com assistentes de IA',
    dados: 'Conversas do usuário com os assistentes (perguntas e respostas).',
    base_legal: 'Execução de contrato (LGPD art. 7º, V).',
    retencao: 'Enquanto o usuário não apagar a conversa.',
    ao_fim: 'Apagadas.',
    dias: null,
  },
  {
    categoria: 'solicitacoes_lgpd',
    rotulo: 'Solicitações de titulares',
    dados: 'Tipo, hash e forma mascarada do CPF ou e-mail, datas, prazo e resultado de cada solicitação.',
    base_legal: 'Prova do atendimento (LGPD art. 7º, II e VI; arts. 18 e 19).',
    retencao: '5 anos após a conclusão.',
    ao_fim: 'Apagadas pela tarefa diária de retenção.',
    dias: 1826,
  },
] as const satisfies readonly RetentionRule[];

export type LgpdCategory = (typeof lgpdRetentionRules)[number]['categoria'];

/** The categories the retention job acts on by itself (a `dias` set). */
export type LgpdAutomaticCategory = Extract<
  (typeof lgpdRetentionRules)[number],
  { dias: number }
>['categoria'];

export function retentionRule(categoria: LgpdCategory): RetentionRule {
  return lgpdRetentionRules.find((r) => r.categoria === categoria)!;
}

/** The days after which the retention job acts on a category (its `dias`). */
export function retentionDays(categoria: LgpdAutomaticCategory): number {
  return retentionRule(categoria).dias!;
}

/** LGPD art. 19, II: a complete answer within 15 days of the request. */
export const LGPD_REQUEST_DAYS = 15;

export const lgpdRequestTypes = [
  'acesso',
  'correcao',
  'anonimizacao',
  'eliminacao',
  'portabilidade',
] as const;
export type LgpdRequestType = (typeof lgpdRequestTypes)[number];
export const lgpdRequestTypeLabels: Record<LgpdRequestType, string> = {
  acesso: 'Acesso',
  correcao: 'Correção',
  anonimizacao: 'Anonimização',
  eliminacao: 'Eliminação',
  portabilidade: 'Portabilidade',
};

export const lgpdRequestStatuses = ['aberta', 'concluida', 'recusada'] as const;
export type LgpdRequestStatus = (typeof lgpdRequestStatuses)[number];
export const lgpdRequestStatusLabels: Record<LgpdRequestStatus, string> = {
  aberta: 'Aberta',
  concluida: 'Concluída',
  recusada: 'Recusada',
};

export interface LgpdSubject {
  kind: 'cpf' | 'email';
  /** CPF digits or the lowercase e-mail */
  value: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A CPF (any punctuation) or an e-mail, as typed → the form the tables hold; null when neither. */
export function parseLgpdSubject(typed: string): LgpdSubject | null {
  const value = typed.trim();
  if (EMAIL.test(value)) return { kind: 'email', value: value.toLowerCase() };
  return isValidCpf(value) ? { kind: 'cpf', value: normalizeCpf(value) } : null;
}

/** What the request record shows instead of the identifier: `***.456.789-**` or `j***@dominio.com.br`. */
export function maskLgpdSubject(s: LgpdSubject): string {
  if (s.kind === 'cpf') return maskCpf(s.value)!;
  const [local = '', domain = ''] = s.value.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The ways the identifier may be written in free text (CPF with and without punctuation). */
export function lgpdSubjectNeedles(s: LgpdSubject): string[] {
  return s.kind === 'cpf' ? [formatCpf(s.value), s.value] : [s.value];
}

export const lgpdIdentifierField = z
  .string({ error: 'Informe o CPF ou o e-mail do titular.' })
  .trim()
  .min(1, { error: 'Informe o CPF ou o e-mail do titular.' })
  .max(254, { error: 'Informe o CPF ou o e-mail do titular.' })
  .refine((v) => parseLgpdSubject(v) !== null, { error: 'Informe um CPF válido ou um e-mail.' });

export const lgpdSubjectInputSchema = z.object({ identificador: lgpdIdentifierField });
export type LgpdSubjectInput = z.input<typeof lgpdSubjectInputSchema>;

export const lgpdRequestInputSchema = z.object({
  tipo: z.enum(lgpdRequestTypes, { error: 'Escolha o tipo da solicitação.' }),
  identificador: lgpdIdentifierField,
});
export type LgpdRequestInput = z.input<typeof lgpdRequestInputSchema>;

export const lgpdCloseInputSchema = z.object({
  status: z.enum(['concluida', 'recusada'], { error: 'Escolha como a solicitação termina.' }),
  resultado: z
    .string({ error: 'Descreva o resultado.' })
    .trim()
    .min(1, { error: 'Descreva o resultado.' })
    .max(2000, { error: 'O resultado deve ter no máximo 2000 caracteres.' }),
});
export type LgpdCloseInput = z.input<typeof lgpdCloseInputSchema>;

export const lgpdRequestSchema = z.object({
  id: z.string(),
  tipo: z.enum(lgpdRequestTypes),
  titular_mascarado: z.string(),
  aberta_por: z.string().nullable(),
  aberta_em: z.string(),
  prazo: z.string(),
  /** whole days until the deadline (negative: late); null once closed */
  dias_restantes: z.number().int().nullable(),
  status: z.enum(lgpdRequestStatuses),
  resultado: z.string().nullable(),
  concluida_em: z.string().nullable(),
});
export type LgpdRequest = z.infer<typeof lgpdRequestSchema>;

/** One record of the report: its fields as label → value (already readable). */
export const lgpdRecordSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type LgpdRecord = z.infer<typeof lgpdRecordSchema>;

export const lgpdReportCategorySchema = z.object({
  categoria: z.string(),
  rotulo: z.string(),
  base_legal: z.string(),
  retencao: z.string(),
  ao_fim: z.string(),
  registros: z.array(lgpdRecordSchema),
});

/** Where the person's own records can be corrected (the existing edit screens). */
export const lgpdCorrectionLinkSchema = z.object({
  rotulo: z.string(),
  caminho: z.string(),
});

export const lgpdReportSchema = z.object({
  titular_mascarado: z.string(),
  gerado_em: z.string(),
  categorias: z.array(lgpdReportCategorySchema),
  correcao: z.array(lgpdCorrectionLinkSchema),
});
export type LgpdReport = z.infer<typeof lgpdReportSchema>;

/** What the search shows before a request is opened: how many records per category, where to correct. */
export const lgpdSearchResultSchema = z.object({
  titular_mascarado: z.string(),
  categorias: z.array(z.object({ categoria: z.string(), rotulo: z.string(), registros: z.number().int() })),
  correcao: z.array(lgpdCorrectionLinkSchema),
});
export type LgpdSearchResult = z.infer<typeof lgpdSearchResultSchema>;

export const lgpdAnonymisationResultSchema = z.object({
  pseudonimo: z.string(),
  registros_alterados: z.number().int(),
  registros_apagados: z.number().int(),
  arquivos_apagados: z.number().int(),
  solicitacao: lgpdRequestSchema,
});
export type LgpdAnonymisationResult = z.infer<typeof lgpdAnonymisationResultSchema>;
