import { buildPixCopiaECola, type Fatura, type PlatformSettings } from '@siao/shared';
import QRCode from 'qrcode';

export interface PixCharge {
  copia_e_cola: string;
  qr_code_svg: string;
}

/** txid of a fatura: letters/digits only, ≤ 25 (BR Code field 62-05), so a payment can be matched. */
const pixTxid = (numero: number) => `FAT${numero}`;

type PixSettings = Pick<PlatformSettings, 'pix_chave' | 'pix_recebedor_nome' | 'pix_recebedor_cidade'>;

/** The static BR Code of an open fatura, or null when no PIX key is configured (Configurações or PIX_KEY). */
export function pixCopiaECola(settings: PixSettings, fatura: { numero: number; total_centavos: number }) {
  if (!settings.pix_chave || fatura.total_centavos <= 0) return null;
  return buildPixCopiaECola({
    key: settings.pix_chave,
    merchantName: settings.pix_recebedor_nome ?? '',
    merchantCity: settings.pix_recebedor_cidade ?? '',
    amountCentavos: fatura.total_centavos,
    txid: pixTxid(fatura.numero),
  });
}

export async function pixCharge(
  settings: PixSettings,
  fatura: { numero: number; total_centavos: number },
): Promise<PixCharge | null> {
  const code = pixCopiaECola(settings, fatura);
  if (!code) return null;
  // error correction M is what bank apps print; SVG keeps the response small and scales cleanly
  const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { copia_e_cola: code, qr_code_svg: svg };
}

/** Transfer details of the issuer, or null until Configurações has bank, agência and conta. */
export function bankDetails(settings: PlatformSettings): Fatura['dados_bancarios'] {
  if (!settings.banco_nome || !settings.banco_agencia || !settings.banco_conta) return null;
  return {
    banco: settings.banco_nome,
    agencia: settings.banco_agencia,
    conta: settings.banco_conta,
    titular: settings.emitente_nome,
    documento: settings.emitente_cnpj,
  };
}
