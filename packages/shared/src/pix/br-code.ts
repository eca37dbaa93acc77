import { centavosToDecimalString } from '../format/money';
import { crc16CcittFalse } from './crc16';
import { BrCodeError, encodeTlv } from './tlv';

/** Static PIX "copia e cola" (BCB Manual do BR Code). */
export interface BrCodeFields {
  /** chave PIX: CPF/CNPJ digits, e-mail, +55 phone or random key (EVP) */
  key: string;
  /** optional message to the payer (field 26-02) */
  description?: string;
  /** integer centavos; omitted = the payer types the amount */
  amountCentavos?: number;
  /** ≤ 25 characters */
  merchantName: string;
  /** ≤ 15 characters */
  merchantCity: string;
  /** ≤ 25 letters/digits, or `***` (the default) when there is none */
  txid?: string;
}

const PIX_GUI = 'br.gov.bcb.pix';
const TXID = /^(?:\*{3}|[A-Za-z0-9]{1,25})$/;

/**
 * Assembles the payload from the fields exactly as given (no accent or case changes) and appends
 * `6304` + CRC. Throws `BrCodeError` with a Portuguese message when a field breaks the manual's limits.
 */
export function encodeBrCode(fields: BrCodeFields): string {
  const { key, description, amountCentavos, merchantName, merchantCity, txid = '***' } = fields;
  if (!key.trim()) throw new BrCodeError('Informe a chave PIX.');
  if (merchantName.length < 1 || merchantName.length > 25)
    throw new BrCodeError('O nome do recebedor deve ter de 1 a 25 caracteres.');
  if (merchantCity.length < 1 || merchantCity.length > 15)
    throw new BrCodeError('A cidade do recebedor deve ter de 1 a 15 caracteres.');
  if (!TXID.test(txid))
    throw new BrCodeError('O identificador (txid) deve ter até 25 letras ou números, ou ***.');
  if (amountCentavos !== undefined && (!Number.isSafeInteger(amountCentavos) || amountCentavos <= 0))
    throw new BrCodeError('O valor do PIX deve ser maior que zero.');

  const account =
    encodeTlv('00', PIX_GUI) + encodeTlv('01', key) + (description ? encodeTlv('02', description) : '');
  if (account.length > 99) throw new BrCodeError('A chave PIX e a descrição excedem 99 caracteres juntas.');

  const body = [
    encodeTlv('00', '01'),
    encodeTlv('26', account),
    encodeTlv('52', '0000'),
    encodeTlv('53', '986'),
    amountCentavos === undefined ? '' : encodeTlv('54', centavosToDecimalString(amountCentavos)),
    encodeTlv('58', 'BR'),
    encodeTlv('59', merchantName),
    encodeTlv('60', merchantCity),
    encodeTlv('62', encodeTlv('05', txid)),
    '6304',
  ].join('');
  return body + crc16CcittFalse(body);
}

/**
 * Letters without accents (`º` → `o`), printable ASCII only, single spaces; uppercased and cut to
 * `max` when asked, which is what bank apps show for name and city.
 */
export function toBrCodeText(text: string, max?: number, upper = false): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cased = upper ? ascii.toUpperCase() : ascii;
  return max === undefined ? cased : cased.slice(0, max).trimEnd();
}

/**
 * The PIX code to show a payer: name and city lose accents, are uppercased and cut to 25/15
 * characters (long cartório names would otherwise make the code invalid); the description loses
 * accents; key, amount and txid are checked, not changed.
 */
export function buildPixCopiaECola(fields: BrCodeFields): string {
  const description = fields.description ? toBrCodeText(fields.description) : undefined;
  return encodeBrCode({
    ...fields,
    key: fields.key.trim(),
    merchantName: toBrCodeText(fields.merchantName, 25, true),
    merchantCity: toBrCodeText(fields.merchantCity, 15, true),
    description,
  });
}
