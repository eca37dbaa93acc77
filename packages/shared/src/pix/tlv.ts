/** EMV TLV: 2-digit id, 2-digit length, value. Lengths count characters, so values must be ASCII. */
export interface TlvField {
  id: string;
  value: string;
}

export class BrCodeError extends Error {
  override name = 'BrCodeError';
}

export function encodeTlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new BrCodeError(`Identificador EMV inválido: ${id}`);
  if (!/^[\x20-\x7e]*$/.test(value))
    throw new BrCodeError(`O campo ${id} do PIX contém caracteres não permitidos.`);
  if (value.length > 99) throw new BrCodeError(`O campo ${id} do PIX excede 99 caracteres.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Splits a TLV string into its fields, in order; throws on a truncated or malformed string. */
export function parseTlv(text: string): TlvField[] {
  const fields: TlvField[] = [];
  let pos = 0;
  while (pos < text.length) {
    const id = text.slice(pos, pos + 2);
    const len = text.slice(pos + 2, pos + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(len))
      throw new BrCodeError(`Campo EMV malformado na posição ${pos}.`);
    const end = pos + 4 + Number(len);
    if (end > text.length) throw new BrCodeError(`O campo ${id} ultrapassa o fim do código.`);
    fields.push({ id, value: text.slice(pos + 4, end) });
    pos = end;
  }
  return fields;
}
