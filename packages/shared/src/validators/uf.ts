/** The 26 states and the Federal District (IBGE), ordered by abbreviation. */
export const ufNames = {
  AC: 'Acre',
  AL: 'Alagoas',
  AM: 'Amazonas',
  AP: 'Amapá',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MG: 'Minas Gerais',
  MS: 'Mato Grosso do Sul',
  MT: 'Mato Grosso',
  PA: 'Pará',
  PB: 'Paraíba',
  PE: 'Pernambuco',
  PI: 'Piauí',
  PR: 'Paraná',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RO: 'Rondônia',
  RR: 'Roraima',
  RS: 'Rio Grande do Sul',
  SC: 'Santa Catarina',
  SE: 'Sergipe',
  SP: 'São Paulo',
  TO: 'Tocantins',
} as const;

export type Uf = keyof typeof ufNames;
export const ufs = Object.keys(ufNames) as Uf[];
/** Ready for a select: `{ value: 'SP', label: 'SP - São Paulo' }`. */
export const ufOptions = ufs.map((uf) => ({ value: uf, label: `${uf} - ${ufNames[uf]}` }));

export function isUf(value: string): value is Uf {
  return Object.hasOwn(ufNames, value);
}
