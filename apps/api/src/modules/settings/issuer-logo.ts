import { randomUUID } from 'node:crypto';
import { ISSUER_LOGO_MIME_TYPES, type PlatformSettings } from '@siao/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { StoredUpload } from '../../lib/files/document-upload';
import { assertImageHeaderSafe, fileError } from '../../lib/files/safe-files';
import { findSettings, type SettingsColumns, saveLogo } from './repository';
import { settingsFromEnv } from './service';

/** A fresh key per upload: issued certificates keep pointing at the logo they were issued with. */
export const issuerLogoKey = () => `settings/logo/${randomUUID()}`;

const allowed = new Set<string>(ISSUER_LOGO_MIME_TYPES);

/** The values in force as columns: the row a first logo creates when nothing was saved yet. */
function columnsInForce(s: PlatformSettings): SettingsColumns {
  return {
    emitenteNome: s.emitente_nome,
    emitenteCnpj: s.emitente_cnpj,
    emitenteEndereco: s.emitente_endereco,
    pixChave: s.pix_chave,
    pixRecebedorNome: s.pix_recebedor_nome,
    pixRecebedorCidade: s.pix_recebedor_cidade,
  };
}

/**
 * The issuer's logo for certificates: the file already streamed into storage by the intake (size
 * limit enforced while streaming); here the pixel check on its header, then its type by content —
 * PNG or JPEG only — and, in one transaction, the settings pointed at it and the audit record. The
 * previous logo's file is kept: certificates issued with it still print it.
 */
export async function setIssuerLogo(deps: AppDeps, upload: StoredUpload, origin: AuditOrigin) {
  try {
    assertImageHeaderSafe(upload.head);
  } catch (error) {
    throw fileError(error, upload.fileName);
  }
  const type = await fileTypeFromBuffer(upload.head);
  if (!type || !allowed.has(type.mime)) throw new AppError('ISSUER_LOGO_TYPE_NOT_ALLOWED');
  await writeLogo(deps, { key: upload.key, mime: type.mime }, origin, { mime: type.mime, size: upload.size });
}

export const removeIssuerLogo = (deps: AppDeps, origin: AuditOrigin) => writeLogo(deps, null, origin, {});

async function writeLogo(
  deps: AppDeps,
  logo: { key: string; mime: string } | null,
  origin: AuditOrigin,
  details: object,
) {
  await deps.db.transaction(async (tx) => {
    const before = await findSettings(tx);
    // no row yet: the environment's values are in force, and the row starts from them
    await saveLogo(tx, logo, columnsInForce(settingsFromEnv(deps.config)), origin.actorId ?? null);
    await writeAudit(
      tx,
      {
        action: logo ? 'settings.logo_set' : 'settings.logo_removed',
        entity: 'platform_settings',
        entityId: '1',
        details: { ...details, anterior: before?.emitenteLogoKey ?? null },
      },
      origin,
    );
  });
}
