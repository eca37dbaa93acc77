import { z } from 'zod';
import { isValidCnpj, normalizeCnpj } from '../validators/cnpj';
import { isValidCpf, normalizeCpf } from '../validators/cpf';
import { cepSchema, cnsSchema, phoneSchema } from '../validators/zod-schemas';
import { products } from './auth';
import { versionSchema } from './common';
import { blankToNull, blankToUndefined, optionalEmail, ufField, widgetOriginsSchema } from './fields';

const personTypes = ['pj', 'pf'] as const;
export type PersonType = (typeof personTypes)[number];
export const personTypeLabels: Record<PersonType, string> = {
  pj: 'Pessoa jurídica',
  pf: 'Pessoa física',
};
const clientStatuses = ['ativo', 'inativo'] as const;
export type ClientStatus = (typeof clientStatuses)[number];
export const clientStatusLabels: Record<ClientStatus, string> = { ativo: 'Ativo', inativo: 'Inativo' };

const text = (max: number, tooLong: string) => blankToNull(z.string().trim().max(max, { error: tooLong }));

const addressSchema = z.object({
  cep: blankToNull(cepSchema),
  street: text(200, 'O logradouro deve ter no máximo 200 caracteres.'),
  number: text(20, 'O número deve ter no máximo 20 caracteres.'),
  complement: text(100, 'O complemento deve ter no máximo 100 caracteres.'),
  district: text(100, 'O bairro deve ter no máximo 100 caracteres.'),
  city: text(100, 'A cidade deve ter no máximo 100 caracteres.'),
  uf: blankToNull(ufField),
});

/**
 * Create and edit payload (the form sends every field). The document is checked against the chosen
 * person type — CNPJ (numeric or alphanumeric) for PJ, CPF for PF — and stored normalized.
 */
export const clientInputSchema = z
  .object({
    person_type: z.enum(personTypes, { error: 'Selecione o tipo de pessoa.' }),
    document: z.string({ error: 'Informe o CPF ou CNPJ.' }).trim().max(30, { error: 'Documento inválido.' }),
    legal_name: z
      .string({ error: 'Informe a razão social ou o nome.' })
      .trim()
      .min(2, { error: 'Informe a razão social ou o nome.' })
      .max(200, { error: 'A razão social deve ter no máximo 200 caracteres.' }),
    trade_name: text(200, 'O nome fantasia deve ter no máximo 200 caracteres.'),
    cns: blankToNull(cnsSchema),
    email: optionalEmail,
    phone: blankToNull(phoneSchema),
    address: addressSchema.default({
      cep: null,
      street: null,
      number: null,
      complement: null,
      district: null,
      city: null,
      uf: null,
    }),
    status: z.enum(clientStatuses, { error: 'Status inválido.' }).default('ativo'),
    products: z
      .array(z.enum(products, { error: 'Produto inválido.' }))
      .max(products.length)
      .default([])
      .transform((list) => [...new Set(list)]),
    monthly_fee_cents: z
      .number({ error: 'Informe a mensalidade.' })
      .int({ error: 'Informe a mensalidade em centavos.' })
      .min(0, { error: 'A mensalidade não pode ser negativa.' })
      .max(100_000_000, { error: 'A mensalidade deve ser de no máximo R$ 1.000.000,00.' })
      .default(0),
    due_day: z
      .number({ error: 'Informe o dia de vencimento.' })
      .int({ error: 'O dia de vencimento deve estar entre 1 e 28.' })
      .min(1, { error: 'O dia de vencimento deve estar entre 1 e 28.' })
      .max(28, { error: 'O dia de vencimento deve estar entre 1 e 28.' })
      .default(10),
    notes: text(5000, 'As observações devem ter no máximo 5.000 caracteres.'),
    widget_origins: widgetOriginsSchema,
    /** the client's users must sign in with a second factor (superadmin and admin always must) */
    require_second_factor: z.boolean({ error: 'Valor inválido.' }).default(false),
  })
  .superRefine((value, ctx) => {
    const isPj = value.person_type === 'pj';
    if (!value.document) {
      ctx.addIssue({
        code: 'custom',
        path: ['document'],
        message: isPj ? 'Informe o CNPJ.' : 'Informe o CPF.',
      });
    } else if (isPj ? !isValidCnpj(value.document) : !isValidCpf(value.document)) {
      ctx.addIssue({
        code: 'custom',
        path: ['document'],
        message: isPj ? 'CNPJ inválido.' : 'CPF inválido.',
      });
    }
  })
  .transform((value) => ({
    ...value,
    document: value.person_type === 'pj' ? normalizeCnpj(value.document) : normalizeCpf(value.document),
  }));
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientValues = z.output<typeof clientInputSchema>;
/** An edit: the values plus the version the form loaded. */
export const clientEditSchema = z.intersection(clientInputSchema, versionSchema);
export type ClientEditInput = z.input<typeof clientEditSchema>;

export const clientSchema = z.object({
  id: z.string(),
  person_type: z.enum(personTypes),
  document: z.string(),
  legal_name: z.string(),
  trade_name: z.string().nullable(),
  cns: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.object({
    cep: z.string().nullable(),
    street: z.string().nullable(),
    number: z.string().nullable(),
    complement: z.string().nullable(),
    district: z.string().nullable(),
    city: z.string().nullable(),
    uf: z.string().nullable(),
  }),
  status: z.enum(clientStatuses),
  products: z.array(z.enum(products)),
  monthly_fee_cents: z.number(),
  due_day: z.number(),
  notes: z.string().nullable(),
  widget_origins: z.array(z.string()),
  require_second_factor: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** send it back with an edit */
  version: z.number(),
});
export type Client = z.infer<typeof clientSchema>;

const clientSortFields = ['name', 'document', 'city', 'uf', 'status', 'monthly_fee', 'created_at'] as const;

/** List and export filters; `sort` is a field of `clientSortFields`, `-field` for descending. */
export const clientListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${clientSortFields.join('|')})$`), { error: 'Ordenação inválida.' })
    .default('name'),
  q: z.string().trim().max(200).optional(),
  status: blankToUndefined(z.enum(clientStatuses, { error: 'Status inválido.' })),
  product: blankToUndefined(z.enum(products, { error: 'Produto inválido.' })),
  uf: blankToUndefined(ufField),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

export const clientExportQuerySchema = clientListQuerySchema.omit({ page: true, limit: true }).extend({
  format: z.enum(['csv', 'xlsx'], { error: 'Formato inválido: use csv ou xlsx.' }).default('csv'),
});
export type ClientExportQuery = z.infer<typeof clientExportQuerySchema>;
