import type { AppDeps } from '../deps';
import { updateBusinessSettings } from '../modules/settings/service';

/**
 * Configurações of the demo: an issuer, a PIX key and bank details so a fresh install shows payable
 * faturas. The key is the random (EVP) key of the BCB's BR Code manual example: valid in form,
 * registered to no account. An operator who set PIX_KEY keeps the environment in force.
 */
export async function seedSettings(deps: AppDeps): Promise<void> {
  if (deps.config.PIX_KEY) return;
  await updateBusinessSettings(
    deps,
    {
      emitente_nome: 'Sião Tecnologia Ltda. (demonstração)',
      emitente_cnpj: 'SIAOTEC0000187',
      emitente_endereco: 'Av. Paulista, 1000, Bela Vista, São Paulo/SP, CEP 01310-100',
      pix_chave: '123e4567-e12b-12d1-a456-426655440000',
      pix_recebedor_nome: 'Siao Tecnologia',
      pix_recebedor_cidade: 'Sao Paulo',
      banco_nome: 'Banco de Demonstração S.A. (000)',
      banco_agencia: '0001',
      banco_conta: '12345-6',
      fatura_rodape:
        'Ambiente de demonstração: a chave PIX e a conta são fictícias. Dúvidas: financeiro@siao.demo',
      certificado_responsavel_nome: 'Helena Martins',
      certificado_responsavel_cargo: 'Coordenadora do SiãoSeg',
    },
    { actorId: null, ip: null, userAgent: 'seed' },
  );
}
