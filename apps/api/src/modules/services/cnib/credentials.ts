import { type CnibCredentialsStatus, type cnibCredentialsInputSchema, formatDate } from '@siao/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps';
import { type AuditOrigin, writeAudit } from '../../../lib/audit';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { decryptSecret, encryptSecret, parseEncryptionKey } from '../../../lib/sealed-secret';
import { selectCredentials, upsertCredentials } from './repository';

type CredentialsInput = z.output<typeof cnibCredentialsInputSchema>;

export interface OnrCredentials {
  environment: 'producao' | 'homologacao';
  clientId: string;
  clientSecret: string;
  cpfUsuario: string;
}

/**
 * The client a call acts for: a `cliente` user always its own; staff must name one. The route hook
 * (`config.service`, services/contract.ts) has already refused a client that does not exist or has
 * not contracted the service.
 */
export function targetClient(auth: AuthContext, requested?: string): string {
  const clientId = auth.role === 'cliente' ? auth.clientId : requested;
  if (!clientId) throw new AppError('CNIB_CLIENT_REQUIRED');
  return clientId;
}

function keyOrFail(deps: AppDeps): Buffer {
  const key = parseEncryptionKey(deps.config.SERVICES_ENCRYPTION_KEY);
  if (!key) {
    // the user reads that the services are off; the operator reads which variable is missing
    deps.log.warn(
      'serviços desligados: SERVICES_ENCRYPTION_KEY ausente ou inválida (32 bytes em hex ou base64)',
    );
    throw new AppError('SERVICES_DISABLED');
  }
  return key;
}

export async function credentialsStatus(deps: AppDeps, clientId: string): Promise<CnibCredentialsStatus> {
  const active = parseEncryptionKey(deps.config.SERVICES_ENCRYPTION_KEY) !== null;
  const row = await selectCredentials(deps.db, clientId);
  if (!row) {
    return {
      servico_ativo: active,
      configurado: false,
      ambiente: null,
      resumo: 'Credenciais da ONR não configuradas.',
    };
  }
  const by = row.updatedByName ? ` por ${row.updatedByName}` : '';
  return {
    servico_ativo: active,
    configurado: true,
    ambiente: row.credentials.environment,
    resumo: `Configurado em ${formatDate(row.credentials.updatedAt)}${by}.`,
  };
}

/** Encrypts and stores; the audit records that they changed and the environment, never the values. */
export async function saveCredentials(
  deps: AppDeps,
  auth: AuthContext,
  input: CredentialsInput,
  origin: AuditOrigin,
): Promise<CnibCredentialsStatus> {
  const key = keyOrFail(deps);
  const clientId = targetClient(auth, input.client_id);
  const plain = JSON.stringify({
    clientId: input.onr_client_id,
    clientSecret: input.onr_client_secret,
    cpfUsuario: input.cpf_usuario,
  });
  await deps.db.transaction(async (tx) => {
    await upsertCredentials(tx, {
      clientId,
      environment: input.ambiente,
      secret: encryptSecret(key, plain, clientId),
      updatedBy: auth.userId,
    });
    await writeAudit(
      tx,
      {
        action: 'cnib.credenciais',
        entity: 'cnib_credentials',
        entityId: clientId,
        clientId,
        details: { ambiente: input.ambiente },
      },
      origin,
    );
  });
  return credentialsStatus(deps, clientId);
}

export async function loadCredentials(deps: AppDeps, clientId: string): Promise<OnrCredentials> {
  const key = keyOrFail(deps);
  const row = await selectCredentials(deps.db, clientId);
  if (!row) throw new AppError('CNIB_NOT_CONFIGURED');
  const plain = JSON.parse(decryptSecret(key, row.credentials.secret, clientId)) as Omit<
    OnrCredentials,
    'environment'
  >;
  return { ...plain, environment: row.credentials.environment };
}
