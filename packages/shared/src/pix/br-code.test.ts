import { describe, expect, it } from 'vitest';
import { buildPixCopiaECola, encodeBrCode, toBrCodeText } from './br-code';
import { parseBrCode, verifyBrCodeCrc } from './parse-br-code';
import { BrCodeError } from './tlv';

/**
 * Example payload of the BCB "Manual do BR Code" (static code, key = random EVP). Found through the
 * code search (several projects quote it as the manual's example); the docs/pages corpora had no copy.
 */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('encodeBrCode', () => {
  it('reproduces the BCB manual example byte for byte', () => {
    const payload = encodeBrCode({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(payload).toBe(MANUAL_EXAMPLE);
  });

  it.each([
    ['empty key', { key: ' ' }],
    ['name over 25', { merchantName: 'A'.repeat(26) }],
    ['empty city', { merchantCity: '' }],
    ['city over 15', { merchantCity: 'A'.repeat(16) }],
    ['txid over 25', { txid: 'A'.repeat(26) }],
    ['txid with a hyphen', { txid: 'FAT-2026' }],
    ['zero amount', { amountCentavos: 0 }],
    ['fractional amount', { amountCentavos: 10.5 }],
    ['key and description over 99', { key: 'k'.repeat(60), description: 'd'.repeat(20) }],
    ['non-ASCII key', { key: 'joão@example.com' }],
  ])('refuses %s', (_, override) => {
    const base = { key: 'pix@example.com', merchantName: 'SIAO', merchantCity: 'SAO PAULO' };
    expect(() => encodeBrCode({ ...base, ...override })).toThrow(BrCodeError);
  });
});

describe('buildPixCopiaECola', () => {
  const fatura = {
    key: '11222333000181',
    merchantName: '1º Tabelionato de Notas de São José dos Campos',
    merchantCity: 'São José dos Campos',
    amountCentavos: 123456,
    description: 'Fatura março/2026',
    txid: 'FAT2026030001',
  };

  it('round-trips through the TLV parser with a valid CRC', () => {
    const payload = buildPixCopiaECola(fatura);
    const parsed = parseBrCode(payload);
    expect(parsed).toMatchObject({
      gui: 'br.gov.bcb.pix',
      key: '11222333000181',
      description: 'Fatura marco/2026',
      amountCentavos: 123456,
      merchantName: '1O TABELIONATO DE NOTAS D',
      merchantCity: 'SAO JOSE DOS CA',
      txid: 'FAT2026030001',
      crcValid: true,
    });
    expect(parsed.fields.map((f) => f.id)).toEqual([
      '00',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(payload).toContain('54071234.56');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
  });

  it('cuts name to 25 and city to 15 characters without leaving a trailing space', () => {
    const parsed = parseBrCode(buildPixCopiaECola(fatura));
    expect(parsed.merchantName).toHaveLength(25);
    expect(parsed.merchantCity).toHaveLength(15);
    const cutAtSpace = parseBrCode(
      buildPixCopiaECola({ ...fatura, merchantName: `${'A'.repeat(24)} Notas` }),
    );
    expect(cutAtSpace.merchantName).toBe('A'.repeat(24));
  });

  it('omits the amount and uses *** when neither is given', () => {
    const parsed = parseBrCode(
      buildPixCopiaECola({ key: '+5511912345678', merchantName: 'Ana', merchantCity: 'Belém' }),
    );
    expect(parsed).toMatchObject({
      amountCentavos: null,
      txid: '***',
      merchantCity: 'BELEM',
      description: null,
    });
    expect(parsed.fields.some((f) => f.id === '54')).toBe(false);
  });
});

describe('toBrCodeText', () => {
  it('removes accents and symbols and uppercases on request', () => {
    expect(toBrCodeText('  Conceição  do   Araguaia ', 15, true)).toBe('CONCEICAO DO AR');
    expect(toBrCodeText('Ação – €')).toBe('Acao');
  });
});

describe('parseBrCode / verifyBrCodeCrc', () => {
  it('reads the manual example and verifies its CRC', () => {
    const parsed = parseBrCode(MANUAL_EXAMPLE);
    expect(parsed).toMatchObject({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
      crc: '1D3D',
      crcValid: true,
    });
  });

  it('detects a changed character and a wrong CRC', () => {
    expect(verifyBrCodeCrc(MANUAL_EXAMPLE.replace('Fulano', 'Fulana'))).toBe(false);
    expect(parseBrCode(`${MANUAL_EXAMPLE.slice(0, -4)}1D3E`).crcValid).toBe(false);
    expect(verifyBrCodeCrc(`${MANUAL_EXAMPLE.slice(0, -4)}1d3d`)).toBe(true);
  });

  it('refuses a truncated payload or one without CRC', () => {
    expect(() => parseBrCode(MANUAL_EXAMPLE.slice(0, 40))).toThrow(BrCodeError);
    expect(() => parseBrCode('000201')).toThrow(BrCodeError);
    expect(() => parseBrCode('pix: pague aqui')).toThrow(BrCodeError);
  });
});
