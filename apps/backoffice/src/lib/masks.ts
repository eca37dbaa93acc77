import type { FactoryArg } from 'imask';

export type MaskKind = 'cpf' | 'cnpj' | 'phone' | 'cep';

/**
 * imask options for the Brazilian documents we type. CNPJ follows IN RFB 2.229/2024: the first 12
 * positions accept letters (uppercased as typed), the two check digits stay numeric.
 */
export const maskOptions = {
  cpf: { mask: '000.000.000-00' },
  cnpj: {
    mask: '##.###.###/####-00',
    definitions: { '#': /[0-9A-Z]/ },
    prepareChar: (ch: string) => ch.toUpperCase(),
  },
  phone: { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] },
  cep: { mask: '00000-000' },
} satisfies Record<MaskKind, FactoryArg>;

export const maskPlaceholders: Record<MaskKind, string> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  phone: '(00) 00000-0000',
  cep: '00000-000',
};

/** Characters kept when a masked value is stored (digits, and letters for the alphanumeric CNPJ). */
export function unmask(kind: MaskKind, value: string): string {
  return kind === 'cnpj' ? value.toUpperCase().replace(/[^0-9A-Z]/g, '') : value.replace(/\D/g, '');
}
