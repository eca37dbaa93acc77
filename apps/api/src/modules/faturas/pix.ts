import { buildPixCopiaECola } from '@siao/shared';
import QRCode from 'qrcode';
import type { Config } from '../../config';

export interface PixCharge {
  copia_e_cola: string;
  qr_code_svg: string;
}

/** txid of a fatura: letters/digits only, ≤ 25 (BR Code field 62-05), so a payment can be matched. */
export const pixTxid = (numero: number) => `FAT${numero}`;

/** The static BR Code of an open fatura, or null when the company PIX key is not configured. */
export function pixCopiaECola(config: Config, fatura: { numero: number; total_centavos: number }) {
  if (!config.PIX_KEY || fatura.total_centavos <= 0) return null;
  return buildPixCopiaECola({
    key: config.PIX_KEY,
    merchantName: config.PIX_MERCHANT_NAME,
    merchantCity: config.PIX_MERCHANT_CITY,
    amountCentavos: fatura.total_centavos,
    txid: pixTxid(fatura.numero),
  });
}

export async function pixCharge(
  config: Config,
  fatura: { numero: number; total_centavos: number },
): Promise<PixCharge | null> {
  const code = pixCopiaECola(config, fatura);
  if (!code) return null;
  // error correction M is what bank apps print; SVG keeps the response small and scales cleanly
  const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { copia_e_cola: code, qr_code_svg: svg };
}
