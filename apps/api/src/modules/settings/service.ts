import {
  isValidCnpj,
  normalizeCnpj,
  type PlatformSettings,
  type PlatformSettingsValues,
  parsePixKey,
} from '@siao/shared';
import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import { diffColumns } from '../../lib/diff-columns';
import { apiFileUrl, type FileSigner } from '../../lib/storage/storage';
import { findSettings, type SettingsRow, saveSettings } from './repository';

/** Before anything is saved in Configurações, the environment variables are in force. */
export function settingsFromEnv(config: Config): PlatformSettings {
  const key = config.PIX_KEY ? parsePixKey(config.PIX_KEY) : null;
  const cnpj = config.FATURA_EMITENTE_CNPJ;
  return {
    emitente_nome: config.FATURA_EMITENTE_NOME,
    emitente_cnpj: cnpj ? (isValidCnpj(cnpj) ? normalizeCnpj(cnpj) : cnpj) : null,
    emitente_endereco: config.FATURA_EMITENTE_ENDERECO ?? null,
    // a key the DICT form cannot be derived from is still used as written (it was so before)
    pix_chave: key ? ('key' in key ? key.key : (config.PIX_KEY ?? null)) : null,
    pix_recebedor_nome: config.PIX_MERCHANT_NAME,
    pix_recebedor_cidade: config.PIX_MERCHANT_CITY,
    banco_nome: null,
    banco_agencia: null,
    banco_conta: null,
    fatura_rodape: null,
    certificado_responsavel_nome: null,
    certificado_responsavel_cargo: null,
    emitente_logo_url: null,
    origem: 'ambiente',
    atualizado_em: null,
  };
}

type SettingsDeps = Pick<AppDeps, 'db' | 'config'> & { files?: FileSigner };

/** A link to a stored logo (a day long: the screen and the verification page show it). */
export const logoUrl = (files: FileSigner | undefined, logo: { key: string; mime: string } | null) =>
  logo && files
    ? apiFileUrl(files, logo.key, { name: 'logotipo', contentType: logo.mime, ttlSeconds: 86_400 })
    : null;

const logoOf = (row: SettingsRow) =>
  row.emitenteLogoKey ? { key: row.emitenteLogoKey, mime: row.emitenteLogoMime ?? 'image/png' } : null;

function toSettings(row: SettingsRow, files?: FileSigner): PlatformSettings {
  return {
    emitente_nome: row.emitenteNome,
    emitente_cnpj: row.emitenteCnpj,
    emitente_endereco: row.emitenteEndereco,
    pix_chave: row.pixChave,
    pix_recebedor_nome: row.pixRecebedorNome,
    pix_recebedor_cidade: row.pixRecebedorCidade,
    banco_nome: row.bancoNome,
    banco_agencia: row.bancoAgencia,
    banco_conta: row.bancoConta,
    fatura_rodape: row.faturaRodape,
    certificado_responsavel_nome: row.certificadoResponsavelNome,
    certificado_responsavel_cargo: row.certificadoResponsavelCargo,
    emitente_logo_url: logoUrl(files, logoOf(row)),
    origem: 'banco',
    atualizado_em: row.updatedAt.toISOString(),
  };
}

/** The business data in force: what was saved in Configurações, else the environment's defaults. */
export async function businessSettings(deps: SettingsDeps): Promise<PlatformSettings> {
  const row = await findSettings(deps.db);
  return row ? toSettings(row, deps.files) : settingsFromEnv(deps.config);
}

/** The issuer as a certificate freezes it at issue: name, logo file, responsible person. */
export async function certificateIssuer(deps: SettingsDeps) {
  const row = await findSettings(deps.db);
  const settings = row ? toSettings(row) : settingsFromEnv(deps.config);
  return {
    name: settings.emitente_nome,
    logo: row ? logoOf(row) : null,
    signerName: settings.certificado_responsavel_nome,
    signerRole: settings.certificado_responsavel_cargo,
  };
}
export type CertificateIssuer = Awaited<ReturnType<typeof certificateIssuer>>;

/** Saves the whole screen and its audit record (the field-by-field change) in one transaction. */
export async function updateBusinessSettings(
  deps: SettingsDeps,
  values: PlatformSettingsValues,
  origin: AuditOrigin,
): Promise<PlatformSettings> {
  return deps.db.transaction(async (tx) => {
    const before = await findSettings(tx);
    const current = before ? toSettings(before) : settingsFromEnv(deps.config);
    const row = await saveSettings(
      tx,
      {
        emitenteNome: values.emitente_nome,
        emitenteCnpj: values.emitente_cnpj,
        emitenteEndereco: values.emitente_endereco,
        pixChave: values.pix_chave,
        pixRecebedorNome: values.pix_recebedor_nome,
        pixRecebedorCidade: values.pix_recebedor_cidade,
        bancoNome: values.banco_nome,
        bancoAgencia: values.banco_agencia,
        bancoConta: values.banco_conta,
        faturaRodape: values.fatura_rodape,
        certificadoResponsavelNome: values.certificado_responsavel_nome,
        certificadoResponsavelCargo: values.certificado_responsavel_cargo,
      },
      origin.actorId ?? null,
    );
    const { origem: _o, atualizado_em: _a, emitente_logo_url: _l, ...was } = current;
    await writeAudit(
      tx,
      {
        action: 'settings.updated',
        entity: 'platform_settings',
        entityId: '1',
        details: { changes: diffColumns(was, values), origem_anterior: current.origem },
      },
      origin,
    );
    return toSettings(row, deps.files);
  });
}
