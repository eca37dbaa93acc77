import { classifyDocument } from './document-kind';
import { findEntities } from './entities';
import { summarize } from './summary';

export interface AnalysedFile {
  name: string;
  format: string;
  description?: string;
  text: string;
  /** extraction notes (OCR, approximate text…) */
  notes: string[];
}

export const LOCAL_ENGINE_NOTICE =
  'Resposta gerada pelo <strong>Motor local</strong> do Sião, que funciona sem modelo generativo: ' +
  'o texto abaixo foi extraído e organizado automaticamente, sem interpretação por IA.';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

function stats(text: string): string {
  const words = text.split(/\s+/).filter(Boolean).length;
  const lines = text.split('\n').filter((line) => line.trim()).length;
  const fmt = new Intl.NumberFormat('pt-BR');
  return `${fmt.format(text.length)} caracteres, ${fmt.format(words)} palavras, ${fmt.format(lines)} linhas`;
}

/**
 * Clients send `<name>-<uuid>` (spec §5): the heading shows the file's description when it has one,
 * otherwise the name without the upload's UUID.
 */
function shownName(file: AnalysedFile): string {
  if (file.description) return file.description;
  return file.name.replace(/-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '');
}

function fileSection(file: AnalysedFile): string {
  const kind = classifyDocument(file.text);
  const entities = findEntities(file.text);
  const rows: Array<[string, string]> = [
    ['Tipo provável', `${kind.label} (confiança ${kind.confidence})`],
    ['Formato do arquivo', file.format.toUpperCase()],
    ['Texto extraído', stats(file.text)],
  ];
  if (file.description) rows.unshift(['Descrição informada', file.description]);
  const table = `<table><tbody>${rows
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</tbody></table>`;
  const groups: Array<[string, string[]]> = [
    ['Nomes', entities.names],
    ['CPF (dígitos verificadores válidos)', entities.cpfs],
    ['CNPJ (dígitos verificadores válidos)', entities.cnpjs],
    [
      'Matrículas de certidão (DV válido)',
      entities.matriculas.map((m) => (m.label ? `${m.text} — ${m.label}` : m.text)),
    ],
    ['Datas', entities.dates],
    ['Valores', entities.money],
  ];
  const found = groups.filter(([, items]) => items.length);
  const entitiesHtml = found.length
    ? found.map(([title, items]) => `<h4>${escapeHtml(title)}</h4>${list(items)}`).join('')
    : '<p>Nenhuma entidade reconhecida no texto.</p>';
  const summary = summarize(file.text, 5);
  const summaryHtml = summary.length
    ? `<ol>${summary.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`
    : '<p>Texto insuficiente para um resumo.</p>';
  const notes = file.notes.length ? `<p><em>${file.notes.map(escapeHtml).join(' ')}</em></p>` : '';
  return `<h2>${escapeHtml(shownName(file))}</h2>${notes}${table}<h3>Entidades encontradas</h3>${entitiesHtml}<h3>Trechos mais informativos</h3>${summaryHtml}`;
}

/** The tool-mode answer: one section per file, HTML for the editor. */
export function analysisHtml(files: AnalysedFile[], instruction: string | undefined): string {
  const intro = `<p>${LOCAL_ENGINE_NOTICE}</p>`;
  if (files.length === 0) {
    return `<h1>Análise de documentos</h1>${intro}<p>Nenhum arquivo foi enviado. Anexe um documento (PDF, DOCX, planilha, imagem…) para receber a análise.</p>`;
  }
  const request = instruction?.trim()
    ? `<p><strong>Instrução recebida:</strong> ${escapeHtml(instruction.trim())}</p><p><em>O Motor local não interpreta instruções; a análise abaixo é a mesma para qualquer pedido.</em></p>`
    : '';
  return `<h1>Análise de documentos</h1>${intro}${request}${files.map(fileSection).join('')}`;
}
