/**
 * OCR behind one interface: the OCR module of the services area will provide the production
 * engine (native tesseract, job queue); until then documents/ uses tesseract.js in-process.
 */
export interface OcrResult {
  text: string;
  /** 0..100 */
  confidence: number;
}

export interface OcrEngine {
  readonly name: string;
  /** PNG, JPEG, BMP or TIFF bytes */
  recognize(image: Uint8Array): Promise<OcrResult>;
  close(): Promise<void>;
}

/** Turns the pages of a scanned PDF into images for OCR. */
export interface PdfRasterizer {
  /** PNG bytes of the first `maxPages` pages at `dpi` */
  rasterize(pdf: Uint8Array, options: { maxPages: number; dpi: number }): Promise<Uint8Array[]>;
}
