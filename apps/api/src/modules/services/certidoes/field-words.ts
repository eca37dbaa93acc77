import { extractCertidao } from './extract';
import type { OcrWord } from './words';

/**
 * The page's words that fill a field of the certidão (inside the box of a field's value): not the
 * labels, the issuing office, the issue date or the seal. Only these can change a field when read
 * again (`ocr/reread.ts`).
 */
export function fieldValueWords(words: readonly OcrWord[]): OcrWord[] {
  const boxes = extractCertidao(words).fields.flatMap((f) => (f.box ? [f.box] : []));
  return words.filter((w) =>
    boxes.some(
      (b) =>
        w.page === b.page && w.x >= b.x && w.y >= b.y && w.x + w.w <= b.x + b.w && w.y + w.h <= b.y + b.h,
    ),
  );
}
