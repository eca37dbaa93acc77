/** Common documents of a cartório's desk, recognised by the words they print. */
const KINDS: Array<{ label: string; patterns: RegExp[] }> = [
  {
    label: 'Certidão de nascimento',
    patterns: [/certid[ãa]o de nascimento/i, /nascid[oa] em|data de nascimento/i, /DNV/],
  },
  {
    label: 'Certidão de casamento',
    patterns: [/certid[ãa]o de casamento/i, /c[ôo]njuges?|nubentes/i, /regime de bens/i],
  },
  {
    label: 'Certidão de óbito',
    patterns: [/certid[ãa]o de [óo]bito/i, /falecimento|falecid[oa]/i, /causa da morte|sepultamento/i],
  },
  {
    label: 'Escritura pública',
    patterns: [/escritura p[úu]blica/i, /outorgante/i, /tabeli[ãa]o|lavrad[ao]/i],
  },
  { label: 'Procuração', patterns: [/procura[çc][ãa]o/i, /outorgad[oa]/i, /poderes/i] },
  {
    label: 'Matrícula de imóvel',
    patterns: [/registro de im[óo]veis/i, /matr[íi]cula n?º?/i, /\bR[.-]?\d+\b|\bAV[.-]?\d+\b/],
  },
  { label: 'Contrato', patterns: [/contrato/i, /cl[áa]usula/i, /contratante|contratad[oa]/i] },
  { label: 'Nota fiscal', patterns: [/nota fiscal|NF-?e/i, /valor total/i, /ICMS|ISS/i] },
  {
    label: 'Documento de identificação',
    patterns: [/carteira de identidade|registro geral|\bRG\b/i, /filia[çc][ãa]o/i],
  },
];

export function classifyDocument(text: string): { label: string; confidence: 'alta' | 'média' | 'baixa' } {
  let best = { label: 'Documento não classificado', score: 0 };
  for (const kind of KINDS) {
    const score = kind.patterns.filter((pattern) => pattern.test(text)).length;
    if (score > best.score) best = { label: kind.label, score };
  }
  const confidence = best.score >= 3 ? 'alta' : best.score === 2 ? 'média' : 'baixa';
  return { label: best.label, confidence };
}
