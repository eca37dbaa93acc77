import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * Configurações (superadmin): the one row of business data printed on faturas and certificates.
 * No row = the environment variables (PIX_KEY, FATURA_EMITENTE_*) are in force.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: smallint('id').primaryKey().default(1),
    emitenteNome: text('emitente_nome').notNull(),
    emitenteCnpj: text('emitente_cnpj'),
    emitenteEndereco: text('emitente_endereco'),
    pixChave: text('pix_chave'),
    pixRecebedorNome: text('pix_recebedor_nome'),
    pixRecebedorCidade: text('pix_recebedor_cidade'),
    bancoNome: text('banco_nome'),
    bancoAgencia: text('banco_agencia'),
    bancoConta: text('banco_conta'),
    faturaRodape: text('fatura_rodape'),
    certificadoResponsavelNome: text('certificado_responsavel_nome'),
    certificadoResponsavelCargo: text('certificado_responsavel_cargo'),
    /** the issuer's logo (PNG or JPEG) in storage; a replaced logo's file stays (issued certificates use it) */
    emitenteLogoKey: text('emitente_logo_key'),
    emitenteLogoMime: text('emitente_logo_mime'),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('platform_settings_one_row', sql`${t.id} = 1`)],
);
