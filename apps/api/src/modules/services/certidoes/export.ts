import type { CertidaoField, CertidaoKind, MatriculaParts } from '@siao/shared';

export interface CertidaoRecord {
  id: string;
  kind: CertidaoKind;
  fields: CertidaoField[];
  matricula: MatriculaParts | null;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Cells starting with = + - @ would run as formulas in a spreadsheet. */
const csvCell = (s: string) => `"${(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;

/** `{ tipo, campos: { nome: …, matricula: … }, revisar: [...] }`, one object per certidão. */
export function certidoesToJson(records: readonly CertidaoRecord[]): string {
  const data = records.map((r) => ({
    id: r.id,
    tipo: r.kind,
    ...Object.fromEntries(r.fields.map((f) => [f.key, f.value])),
    matricula_decodificada: r.matricula,
    campos_para_revisar: r.fields.filter((f) => f.review).map((f) => f.key),
  }));
  return `${JSON.stringify(data.length === 1 ? data[0] : data, null, 2)}\n`;
}

/** One line per certidão; columns are every field key of the kinds present (`;`, as Excel pt-BR reads). */
export function certidoesToCsv(records: readonly CertidaoRecord[]): string {
  const keys = [...new Set(records.flatMap((r) => r.fields.map((f) => f.key)))];
  const header = ['id', 'tipo', ...keys].join(';');
  const lines = records.map((r) => {
    const byKey = new Map(r.fields.map((f) => [f.key, f.value]));
    return [r.id, r.kind, ...keys.map((k) => byKey.get(k) ?? '')].map(csvCell).join(';');
  });
  return `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
}

/** Tags named like the civil-registry central's `enviarCertidao` fields (`causa_morte`, `numero_dnv`…). */
export function certidoesToXml(records: readonly CertidaoRecord[]): string {
  const body = records
    .map((r) => {
      const tags = r.fields.map((f) => `    <${f.key}>${xmlEscape(f.value)}</${f.key}>`).join('\n');
      return `  <certidao tipo="${r.kind}" id="${r.id}">\n${tags}\n  </certidao>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<certidoes>\n${body}\n</certidoes>\n`;
}
