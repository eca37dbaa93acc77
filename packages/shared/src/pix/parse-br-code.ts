import { crc16CcittFalse } from './crc16';
import { BrCodeError, parseTlv, type TlvField } from './tlv';

export interface ParsedBrCode {
  /** top-level fields in order, CRC included */
  fields: TlvField[];
  gui: string | null;
  key: string | null;
  description: string | null;
  amountCentavos: number | null;
  merchantName: string | null;
  merchantCity: string | null;
  txid: string | null;
  crc: string;
  /** the CRC written in the code matches the one computed over everything before it, `6304` included */
  crcValid: boolean;
}

/** True when the payload ends in `6304` + the CRC-16 of everything up to and including `6304`. */
export function verifyBrCodeCrc(payload: string): boolean {
  const m = /^(.*6304)([0-9A-Fa-f]{4})$/s.exec(payload);
  return !!m && crc16CcittFalse(m[1]!) === m[2]!.toUpperCase();
}

function amountToCentavos(value: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) throw new BrCodeError(`Valor do PIX inválido: ${value}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Reads a "copia e cola" code (ours or a bank's); throws `BrCodeError` when it is not TLV. */
export function parseBrCode(payload: string): ParsedBrCode {
  const text = payload.trim();
  const fields = parseTlv(text);
  const get = (id: string) => fields.find((f) => f.id === id)?.value ?? null;
  const crc = get('63');
  if (crc === null || fields.at(-1)?.id !== '63')
    throw new BrCodeError('O código PIX não termina com o CRC (6304).');
  const account = parseTlv(get('26') ?? '');
  const extra = parseTlv(get('62') ?? '');
  const sub = (list: TlvField[], id: string) => list.find((f) => f.id === id)?.value ?? null;
  const amount = get('54');
  return {
    fields,
    gui: sub(account, '00'),
    key: sub(account, '01'),
    description: sub(account, '02'),
    amountCentavos: amount === null ? null : amountToCentavos(amount),
    merchantName: get('59'),
    merchantCity: get('60'),
    txid: sub(extra, '05'),
    crc,
    crcValid: verifyBrCodeCrc(text),
  };
}
