import { z } from 'zod';

export const certidaoKindSchema = z.enum(['nascimento', 'obito']);
export type CertidaoKind = z.infer<typeof certidaoKindSchema>;

/**
 * Fields of the CNJ certidão models, keyed by the tag names used in the export (snake_case, in the
 * style of the civil-registry central's `enviarCertidao`), with the label the reviewer reads.
 */
export const certidaoFieldLabels = {
  nascimento: {
    nome: 'Nome',
    cpf: 'CPF',
    matricula: 'Matrícula',
    data_nascimento_extenso: 'Data de nascimento por extenso',
    data_nascimento: 'Data de nascimento',
    hora_nascimento: 'Hora',
    naturalidade: 'Naturalidade',
    local_nascimento: 'Local de nascimento',
    municipio_nascimento_uf: 'Município de nascimento e UF',
    municipio_registro_uf: 'Município de registro e UF',
    sexo: 'Sexo',
    filiacao: 'Filiação',
    avos: 'Avós',
    gemeo: 'Gêmeo',
    data_registro_extenso: 'Data do registro por extenso',
    numero_dnv: 'Número da DNV',
    averbacoes_anotacoes: 'Averbações/anotações',
  },
  obito: {
    nome: 'Nome',
    cpf: 'CPF',
    matricula: 'Matrícula',
    sexo: 'Sexo',
    cor: 'Cor',
    estado_civil: 'Estado civil',
    idade: 'Idade',
    naturalidade: 'Naturalidade',
    documento_identificacao: 'Documento de identificação',
    eleitor: 'Eleitor',
    filiacao: 'Filiação',
    residencia: 'Residência',
    data_hora_falecimento_extenso: 'Data e hora do falecimento por extenso',
    data_falecimento: 'Data do falecimento',
    hora_falecimento: 'Hora do falecimento',
    local_falecimento: 'Local do falecimento',
    causa_morte: 'Causa da morte',
    sepultamento_municipio: 'Município e UF do sepultamento/cremação',
    sepultamento_local: 'Cemitério ou local da cremação',
    declarante: 'Declarante',
    medico: 'Médico que atestou o óbito',
    medico_documento: 'Documento do médico (CRM)',
    averbacoes_anotacoes: 'Averbações/anotações',
  },
} as const satisfies Record<CertidaoKind, Record<string, string>>;

const pageBoxSchema = z.object({
  page: z.number().int().min(1),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
});
export type PageBox = z.infer<typeof pageBoxSchema>;

export const certidaoFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  /** 0–1, mean of the words' confidences; 1 once a person saved the value */
  confidence: z.number(),
  box: pageBoxSchema.nullable(),
  review: z.boolean(),
  /** why the field is marked for review, in Portuguese */
  reasons: z.array(z.string()),
  /** the value came from the LLM refinement pass (always marked for review) */
  refined: z.boolean().optional(),
});
export type CertidaoField = z.infer<typeof certidaoFieldSchema>;

export const matriculaPartsSchema = z.object({
  digits: z.string(),
  formatted: z.string(),
  valid: z.boolean(),
  corrected: z.boolean(),
  cns: z.string(),
  acervo: z.string(),
  servico: z.string(),
  ano: z.number(),
  tipo_livro: z.number().nullable(),
  tipo_livro_nome: z.string().nullable(),
  livro: z.string(),
  folha: z.string(),
  termo: z.string(),
  dv: z.string(),
});
export type MatriculaParts = z.infer<typeof matriculaPartsSchema>;

export const saveCertidaoFieldsSchema = z.object({
  fields: z.record(z.string().max(80), z.string().max(4000)),
});
export type SaveCertidaoFieldsInput = z.infer<typeof saveCertidaoFieldsSchema>;

export const certidaoExportQuerySchema = z.object({ format: z.enum(['json', 'csv', 'xml']).default('json') });
