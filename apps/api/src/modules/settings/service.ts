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
import { findSettings, type SettingsRow, saveSettings } from './repository';

/** Before anything is saved in Configurações, the environment variables are in force. */
function settingsFromEnv(config: Config): PlatformSettings {
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
    origem: 'ambiente',
    atualizado_em: null,
  };
}

function toSettings(row: SettingsRow): PlatformSettings {
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
    origem: 'banco',
    atualizado_em: row.updatedAt.toISOString(),
  };
}

/** The business data in force: what was saved in Configurações, else the environment's defaults. */
export async function businessSettings(deps: Pick<AppDeps, 'db' | 'config'>): Promise<PlatformSettings> {
  const row = await findSettings(deps.db);
  return row ? toSettings(row) : settingsFromEnv(deps.config);
}

/** Saves the whole screen and its audit record (the field-by-field change) in one transaction. */
export async function updateBusinessSettings(
  deps: Pick<AppDeps, 'db' | 'config'>,
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
    const { origem: _o, atualizado_em: _a, ...was } = current;
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
    return toSettings(row);
  });
}
