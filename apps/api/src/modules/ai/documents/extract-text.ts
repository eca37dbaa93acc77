import { type DetectedFile, decodeText } from '../../../lib/files/detect-type';
import type { OcrEngine, PdfRasterizer } from './ocr-engine';
import { docxText, oleStringsText, xlsxText } from './office-text';
import { parseCsv, rowsToMarkdown } from './table-text';

export type ExtractionMethod = 'text-layer' | 'parser' | 'ocr' | 'approximate' | 'none';

export interface ExtractionResult {
  text: string;
  method: ExtractionMethod;
  pages?: number;
  /** what a reader should know about the text (pt-BR, shown by the local engine) */
  notes: string[];
}

export interface TextExtractorDeps {
  ocr: OcrEngine | null;
  rasterizer: PdfRasterizer | null;
  /** scanned PDFs: OCR at most this many pages (cost control) */
  ocrMaxPages?: number;
}

export type TextExtractor = (file: DetectedFile, bytes: Uint8Array) => Promise<ExtractionResult>;

/** Below this many visible characters a page is treated as scanned. */
const SCANNED_PAGE_CHARS = 30;

export function createTextExtractor(deps: TextExtractorDeps): TextExtractor {
  const ocrMaxPages = deps.ocrMaxPages ?? 10;

  async function ocrImages(images: Uint8Array[]): Promise<string> {
    const texts: string[] = [];
    for (const image of images) texts.push((await deps.ocr!.recognize(image)).text.trim());
    return texts.join('\n\n');
  }

  async function pdf(bytes: Uint8Array): Promise<ExtractionResult> {
    // loaded on first use: a file worker that only reads text starts without pdf.js
    const { extractText, getDocumentProxy } = await import('unpdf');
    // pdf.js may transfer (detach) the buffer it gets: hand it a copy
    const document = await getDocumentProxy(new Uint8Array(bytes));
    const { totalPages, text } = await extractText(document, { mergePages: false });
    await document.destroy();
    const joined = text.map((page) => page.trim()).join('\n\n');
    const visible = joined.replace(/\s/g, '').length;
    if (visible >= SCANNED_PAGE_CHARS * totalPages)
      return { text: joined, method: 'text-layer', pages: totalPages, notes: [] };
    if (!deps.ocr || !deps.rasterizer) {
      return {
        text: joined,
        method: visible ? 'text-layer' : 'none',
        pages: totalPages,
        notes: [
          'PDF digitalizado (sem camada de texto) e OCR indisponível neste servidor: o texto não pôde ser lido.',
        ],
      };
    }
    const images = await deps.rasterizer.rasterize(bytes, { maxPages: ocrMaxPages, dpi: 300 });
    const notes =
      totalPages > ocrMaxPages ? [`OCR aplicado às primeiras ${ocrMaxPages} de ${totalPages} páginas.`] : [];
    return {
      text: await ocrImages(images),
      method: 'ocr',
      pages: totalPages,
      notes: ['Texto obtido por OCR.', ...notes],
    };
  }

  async function image(file: DetectedFile, bytes: Uint8Array): Promise<ExtractionResult> {
    if (!deps.ocr)
      return {
        text: '',
        method: 'none',
        notes: ['OCR indisponível neste servidor: o texto da imagem não foi lido.'],
      };
    // tesseract reads PNG/JPEG; GIF is rarely a document scan and Leptonica may lack giflib
    if (file.format === 'gif')
      return { text: '', method: 'none', notes: ['Imagens GIF não passam por OCR.'] };
    return { text: await ocrImages([bytes]), method: 'ocr', notes: ['Texto obtido por OCR.'] };
  }

  return async (file, bytes) => {
    if (file.kind === 'image') return image(file, bytes);
    switch (file.format) {
      case 'pdf':
        return pdf(bytes);
      case 'docx':
        return { text: await docxText(bytes), method: 'parser', notes: [] };
      case 'xlsx':
        return { text: await xlsxText(bytes), method: 'parser', notes: [] };
      case 'doc':
      case 'xls':
        return {
          text: oleStringsText(bytes),
          method: 'approximate',
          notes: [`Formato ${file.format.toUpperCase()} antigo: texto extraído de forma aproximada.`],
        };
      case 'csv':
        return { text: rowsToMarkdown(parseCsv(decodeText(bytes) ?? '')), method: 'parser', notes: [] };
      case 'html': {
        // jsdom loads on first use, like the other parsers
        const { htmlText } = await import('./html-text');
        return { text: htmlText(decodeText(bytes) ?? ''), method: 'parser', notes: [] };
      }
      case 'txt':
      case 'md':
        return { text: decodeText(bytes) ?? '', method: 'parser', notes: [] };
    }
  };
}
