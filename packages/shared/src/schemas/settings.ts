import { z } from 'zod';
import { parsePixKey } from '../pix/pix-key';
import { cnpjSchema } from '../validators/zod-schemas';
import { blankToNull } from './fields';

const text = (max: number, tooLong: string) => blankToNull(z.string().trim().max(max, { error: tooLong }));

/** PIX key as typed → the form the DICT registers (see parsePixKey); the error says which kind failed. */
const pixKeyField = blankToNull(
  z
    .string()
    .superRefine((value, ctx) => {
      const parsed = parsePixKey(value);
      if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
    })
    .transform((value) => {
      const parsed = parsePixKey(value);
      return 'key' in parsed ? parsed.key : value;
    }),
);

/**
 * Configurações (superadmin): who issues the faturas and certificates and how they are paid. The
 * screen sends every field; blank = not set.
 */
export const platformSettingsInputSchema = z
  .object({
    emitente_nome: z
      .string({ error: 'Informe a razão social.' })
      .trim()
      .min(1, { error: 'Informe a razão social.' })
      .max(200, { error: 'A razão social deve ter no máximo 200 caracteres.' }),
    emitente_cnpj: blankToNull(cnpjSchema),
    emitente_endereco: text(300, 'O endereço deve ter no máximo 300 caracteres.'),
    pix_chave: pixKeyField,
    // the BR Code carries at most 25 / 15 characters: what the payer's bank app shows
    pix_recebedor_nome: text(25, 'O nome do recebedor deve ter no máximo 25 caracteres (limite do PIX).'),
    pix_recebedor_cidade: text(15, 'A cidade do recebedor deve ter no máximo 15 caracteres (limite do PIX).'),
    banco_nome: text(80, 'O banco deve ter no máximo 80 caracteres.'),
    banco_agencia: blankToNull(
      z
        .string()
        .trim()
        .regex(/^\d{1,6}(-[\dxX])?$/, {
          error: 'Agência inválida. Use só números, com dígito opcional: 1234-5.',
        }),
    ),
    banco_conta: blankToNull(
      z
        .string()
        .trim()
        .regex(/^\d{1,15}-?[\dxX]?$/, { error: 'Conta inválida. Use só números e o dígito: 12345-6.' }),
    ),
    fatura_rodape: text(500, 'O rodapé deve ter no máximo 500 caracteres.'),
    certificado_responsavel_nome: text(120, 'O nome do responsável deve ter no máximo 120 caracteres.'),
    certificado_responsavel_cargo: text(120, 'O cargo do responsável deve ter no máximo 120 caracteres.'),
  })
  .superRefine((v, ctx) => {
    if (v.pix_chave) {
      if (!v.pix_recebedor_nome)
        ctx.addIssue({
          code: 'custom',
          path: ['pix_recebedor_nome'],
          message: 'Informe o nome do recebedor do PIX.',
        });
      if (!v.pix_recebedor_cidade)
        ctx.addIssue({
          code: 'custom',
          path: ['pix_recebedor_cidade'],
          message: 'Informe a cidade do recebedor do PIX.',
        });
    }
    const bank = [v.banco_nome, v.banco_agencia, v.banco_conta];
    if (bank.some(Boolean) && !bank.every(Boolean)) {
      const missing: [keyof typeof v, string][] = [
        ['banco_nome', 'Informe o banco.'],
        ['banco_agencia', 'Informe a agência.'],
        ['banco_conta', 'Informe a conta.'],
      ];
      for (const [field, message] of missing)
        if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type PlatformSettingsInput = z.input<typeof platformSettingsInputSchema>;
export type PlatformSettingsValues = z.output<typeof platformSettingsInputSchema>;

const settingsOrigins = ['banco', 'ambiente'] as const;

/** What the screen shows: the values in force and where they come from. */
export const platformSettingsSchema = z.object({
  emitente_nome: z.string(),
  emitente_cnpj: z.string().nullable(),
  emitente_endereco: z.string().nullable(),
  pix_chave: z.string().nullable(),
  pix_recebedor_nome: z.string().nullable(),
  pix_recebedor_cidade: z.string().nullable(),
  banco_nome: z.string().nullable(),
  banco_agencia: z.string().nullable(),
  banco_conta: z.string().nullable(),
  fatura_rodape: z.string().nullable(),
  certificado_responsavel_nome: z.string().nullable(),
  certificado_responsavel_cargo: z.string().nullable(),
  /** the issuer's logo (PNG or JPEG) on certificates: a short-lived link, null when none was sent */
  emitente_logo_url: z.string().nullable(),
  /** `ambiente`: nothing saved yet, the server's environment variables are in force */
  origem: z.enum(settingsOrigins),
  atualizado_em: z.string().nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
