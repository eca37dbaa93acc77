import type { CertidaoField, CertidaoKind, MatriculaParts } from '@siao/shared';
import { exportFileName } from '@siao/shared';
import type { FastifyReply } from 'fastify';
import { xmlEscape } from '../../../lib/export/safe-text';
import { type ExportColumn, sendTable } from '../../../lib/export/table-export';

export interface CertidaoRecord {
  id: string;
  kind: CertidaoKind;
  fields: CertidaoField[];
  matricula: MatriculaParts | null;
}

export type CertidaoExportFormat = 'json' | 'csv' | 'xml';

/** `{ tipo, nome: …, matricula: …, campos_para_revisar: [...] }`, one object per certidão (an array for several). */
function certidoesToJson(records: readonly CertidaoRecord[], asList = records.length !== 1): string {
  const data = records.map((r) => ({
    id: r.id,
    tipo: r.kind,
    ...Object.fromEntries(r.fields.map((f) => [f.key, f.value])),
    matricula_decodificada: r.matricula,
    campos_para_revisar: r.fields.filter((f) => f.review).map((f) => f.key),
    campos_refinados_por_ia: r.fields.filter((f) => f.refined).map((f) => f.key),
  }));
  return `${JSON.stringify(asList ? data : data[0], null, 2)}\n`;
}

/** CSV columns: id, tipo and every field key of the kinds present, named like the XML tags. */
function certidaoCsvColumns(records: readonly CertidaoRecord[]): ExportColumn<CertidaoRecord>[] {
  const keys = [...new Set(records.flatMap((r) => r.fields.map((f) => f.key)))];
  return [
    { header: 'id', kind: 'text', value: (r) => r.id },
    { header: 'tipo', kind: 'text', value: (r) => r.kind },
    ...keys.map(
      (key): ExportColumn<CertidaoRecord> => ({
        header: key,
        kind: 'text',
        value: (r) => r.fields.find((f) => f.key === key)?.value ?? '',
      }),
    ),
  ];
}

/** Tags named like the civil-registry central's `enviarCertidao` fields (`causa_morte`, `numero_dnv`…). */
function certidoesToXml(records: readonly CertidaoRecord[]): string {
  const body = records
    .map((r) => {
      const tags = r.fields.map((f) => `    <${f.key}>${xmlEscape(f.value)}</${f.key}>`).join('\n');
      return `  <certidao tipo="${r.kind}" id="${r.id}">\n${tags}\n  </certidao>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<certidoes>\n${body}\n</certidoes>\n`;
}

/**
 * The one export of reviewed certidões, for one certidão and for a batch alike: JSON and XML here, CSV
 * through the shared streaming table exporter (`;`, BOM, formulas neutralised).
 */
export async function sendCertidoes(
  reply: FastifyReply,
  o: { records: CertidaoRecord[]; format: CertidaoExportFormat; name: string; asList?: boolean },
) {
  if (o.format === 'csv')
    return sendTable(reply, {
      name: o.name,
      sheet: 'Certidões',
      format: 'csv',
      columns: certidaoCsvColumns(o.records),
      rows: o.records,
    });
  const body = o.format === 'json' ? certidoesToJson(o.records, o.asList) : certidoesToXml(o.records);
  const fileName = exportFileName(o.format).replace(/^Siao_/, `Siao_${o.name}_`);
  return reply
    .header('content-type', `application/${o.format}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
