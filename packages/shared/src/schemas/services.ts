import { z } from 'zod';
import type { Product } from '../roles';
import { maskCpf } from '../validators/document';
import { isLgpdPseudonym } from '../validators/pseudonym';
import { cpfOrCnpjSchema, cpfSchema } from '../validators/zod-schemas';

/** The services of the Serviços area; `cnib` etc. are also the `service_usage.service` values. */
export const serviceNames = ['cnib', 'ocr', 'certidoes'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** The product a client contracts to use each service: "Serviços" contracts the three together. */
const serviceProduct: Record<ServiceName, Product> = {
  cnib: 'servicos',
  ocr: 'servicos',
  certidoes: 'servicos',
};

/** Whether a client with these products may use the service (the API's route hook and the hub ask this). */
export const isServiceContracted = (products: readonly string[], service: ServiceName) =>
  products.includes(serviceProduct[service]);

export const serviceCatalog: Record<ServiceName, { title: string; description: string; path: string }> = {
  cnib: {
    title: 'CNIB',
    description:
      'Consulta à Central Nacional de Indisponibilidade de Bens por CPF ou CNPJ, com comprovante e hash para a escritura.',
    path: '/services/cnib',
  },
  ocr: {
    title: 'OCR',
    description:
      'Reconhecimento de texto de documentos digitalizados, com o texto pesquisável ao lado do arquivo.',
    path: '/services/ocr',
  },
  certidoes: {
    title: 'OCR de Certidões',
    description: 'Leitura de certidões de nascimento e óbito, com os campos extraídos e conferidos.',
    path: '/services/ocr-nascimento-obito',
  },
};

export const serviceOverviewSchema = z.object({
  service: z.enum(serviceNames),
  contratado: z.boolean(),
  uso_mes: z.number(),
});
export type ServiceOverview = z.infer<typeof serviceOverviewSchema>;

export const cnibEnvironments = ['producao', 'homologacao'] as const;
export type CnibEnvironment = (typeof cnibEnvironments)[number];
export const cnibEnvironmentLabels: Record<CnibEnvironment, string> = {
  producao: 'Produção',
  homologacao: 'Homologação (staging)',
};

/** Staff choose the client; a `cliente` user always acts for its own client (client_id ignored). */
export const cnibClientQuerySchema = z.object({
  client_id: z.uuid({ error: 'Cliente inválido.' }).optional(),
});

export const cnibCredentialsInputSchema = z.object({
  client_id: z.uuid({ error: 'Cliente inválido.' }).optional(),
  onr_client_id: z
    .string()
    .trim()
    .min(1, 'Informe o client id da ONR.')
    .max(200, 'Máximo de 200 caracteres.'),
  onr_client_secret: z
    .string()
    .trim()
    .min(1, 'Informe o client secret da ONR.')
    .max(500, 'Máximo de 500 caracteres.'),
  cpf_usuario: cpfSchema,
  ambiente: z.enum(cnibEnvironments, { error: 'Ambiente inválido.' }),
});
export type CnibCredentialsInput = z.input<typeof cnibCredentialsInputSchema>;

/** What the API says about saved credentials: never the credentials themselves. */
export const cnibCredentialsStatusSchema = z.object({
  servico_ativo: z.boolean(),
  configurado: z.boolean(),
  ambiente: z.enum(cnibEnvironments).nullable(),
  /** "Configurado em dd/mm/aaaa por Fulano" */
  resumo: z.string(),
});
export type CnibCredentialsStatus = z.infer<typeof cnibCredentialsStatusSchema>;

export const cnibConsultInputSchema = z.object({
  client_id: z.uuid({ error: 'Cliente inválido.' }).optional(),
  documento: cpfOrCnpjSchema,
  /** LGPD: why the document was looked up, e.g. the act's protocol number */
  finalidade: z.string().trim().max(200, 'Máximo de 200 caracteres.').optional(),
});
export type CnibConsultInput = z.input<typeof cnibConsultInputSchema>;

export const cnibResults = ['indisponivel', 'livre', 'erro'] as const;
export type CnibResult = (typeof cnibResults)[number];
export const cnibResultLabels: Record<CnibResult, string> = {
  indisponivel: 'Indisponível: SIM',
  livre: 'Indisponível: NÃO',
  erro: 'Erro na consulta',
};

export const cnibConsultationSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  documento: z.string(),
  finalidade: z.string().nullable(),
  resultado: z.enum(cnibResults),
  indisponivel: z.boolean().nullable(),
  qtd_ordens: z.number().nullable(),
  protocolos: z.array(z.string()),
  nome_razao: z.string().nullable(),
  hash: z.string().nullable(),
  consultado_em: z.string(),
  usuario_nome: z.string().nullable(),
  erro: z.string().nullable(),
  recheck_of: z.string().nullable(),
  /** older than CNIB_MAX_AGE_HOURS: re-check before signing */
  antiga: z.boolean(),
  verificacao_url: z.string(),
});
export type CnibConsultation = z.infer<typeof cnibConsultationSchema>;

export const cnibConsultationDetailSchema = cnibConsultationSchema.extend({
  /** the ONR answer exactly as received */
  resposta_onr: z.unknown(),
});

export const cnibRecheckSchema = z.object({
  consulta: cnibConsultationSchema,
  /** indisponivel or qtdOrdens differ from the re-checked consultation */
  divergente: z.boolean(),
});
export type CnibRecheck = z.infer<typeof cnibRecheckSchema>;

const dateOnly = z.iso.date({ error: 'Data inválida.' });

export const cnibListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  client_id: z.uuid({ error: 'Cliente inválido.' }).optional(),
  documento: z
    .string()
    .trim()
    .max(20)
    .transform((v) => v.replace(/[^0-9A-Za-z]/g, '').toUpperCase())
    .optional(),
  de: dateOnly.optional(),
  ate: dateOnly.optional(),
  resultado: z.enum(cnibResults, { error: 'Resultado inválido.' }).optional(),
  usuario_id: z.uuid({ error: 'Usuário inválido.' }).optional(),
});

export const cnibExportQuerySchema = cnibListQuerySchema.omit({ page: true, limit: true }).extend({
  formato: z.enum(['csv', 'xlsx'], { error: 'Formato inválido: use csv ou xlsx.' }).default('csv'),
});

/** Public verification of a receipt (LGPD: no name, document masked). */
export const cnibVerificationSchema = z.object({
  hash: z.string().nullable(),
  consultado_em: z.string(),
  resultado: z.enum(cnibResults),
  documento_mascarado: z.string(),
});
export type CnibVerification = z.infer<typeof cnibVerificationSchema>;

/** `***.456.789-**` for a CPF, `12.ABC.***\/****-**` for a CNPJ: enough to match, not to identify. */
export function maskDocument(doc: string): string {
  if (isLgpdPseudonym(doc)) return doc;
  if (doc.length === 11) return maskCpf(doc)!;
  return `${doc.slice(0, 2)}.${doc.slice(2, 5)}.***/****-**`;
}

export const CNIB_BATCH_MAX = 500;

export interface ParsedDocumentList {
  /** stored form (digits / uppercase CNPJ), duplicates removed, in the order typed */
  valid: string[];
  invalid: { line: number; value: string }[];
}

/**
 * A pasted list or a CSV's text: one document per line (or separated by `;`/`,`/tabs); cells without
 * digits (a "CPF/CNPJ" header, a names column) are skipped. Invalid entries are reported with their line so nothing is sent blindly.
 */
export function parseDocumentList(text: string): ParsedDocumentList {
  const valid: string[] = [];
  const invalid: ParsedDocumentList['invalid'] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    for (const cell of raw.split(/[;,\t]/)) {
      const value = cell.trim().replace(/^"|"$/g, '');
      // a cell without digits is a header or another column (names): documents always carry digits
      if (!/\d/.test(value)) continue;
      const parsed = cpfOrCnpjSchema.safeParse(value);
      if (!parsed.success) invalid.push({ line: index + 1, value });
      else if (!valid.includes(parsed.data)) valid.push(parsed.data);
    }
  });
  return { valid, invalid };
}

export const cnibBatchInputSchema = z.object({
  client_id: z.uuid({ error: 'Cliente inválido.' }).optional(),
  documentos: z
    .array(cpfOrCnpjSchema)
    .min(1, 'Informe ao menos um CPF ou CNPJ.')
    .max(CNIB_BATCH_MAX, `O lote aceita no máximo ${CNIB_BATCH_MAX} documentos.`),
  finalidade: z.string().trim().max(200, 'Máximo de 200 caracteres.').optional(),
});
export type CnibBatchInput = z.input<typeof cnibBatchInputSchema>;

const cnibBatchStatuses = ['pendente', 'processando', 'concluido'] as const;
export const cnibBatchStatusLabels: Record<(typeof cnibBatchStatuses)[number], string> = {
  pendente: 'Na fila',
  processando: 'Processando',
  concluido: 'Concluído',
};

const cnibBatchItemSchema = z.object({
  posicao: z.number(),
  documento: z.string(),
  /** `a_confirmar`: ONR may have consulted it (timeout, or the run stopped mid-call); never sent again */
  situacao: z.enum(['pendente', 'ok', 'erro', 'a_confirmar']),
  resultado: z.enum(cnibResults).nullable(),
  qtd_ordens: z.number().nullable(),
  hash: z.string().nullable(),
  consulta_id: z.string().nullable(),
  erro: z.string().nullable(),
});

export const cnibBatchSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  status: z.enum(cnibBatchStatuses),
  total: z.number(),
  feitos: z.number(),
  falhas: z.number(),
  finalidade: z.string().nullable(),
  criado_em: z.string(),
  concluido_em: z.string().nullable(),
  itens: z.array(cnibBatchItemSchema),
});
export type CnibBatch = z.infer<typeof cnibBatchSchema>;

export const cnibWatchInputSchema = z.object({
  client_id: z.uuid({ error: 'Cliente inválido.' }).optional(),
  documento: cpfOrCnpjSchema,
});
export type CnibWatchInput = z.input<typeof cnibWatchInputSchema>;

export const cnibWatchSchema = z.object({
  id: z.string(),
  documento: z.string(),
  usuario_nome: z.string(),
  /** last answer of the monitoring job; null before its first run */
  indisponivel: z.boolean().nullable(),
  qtd_ordens: z.number().nullable(),
  verificado_em: z.string().nullable(),
});
export type CnibWatch = z.infer<typeof cnibWatchSchema>;

export const cnibAlertSchema = z.object({
  id: z.string(),
  documento: z.string(),
  mensagem: z.string(),
  criado_em: z.string(),
});
export type CnibAlert = z.infer<typeof cnibAlertSchema>;
