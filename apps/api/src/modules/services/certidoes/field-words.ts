import { extractCertidao } from './extract';
import { labelSpecs } from './labels';
import { type OcrWord, spellingKey } from './words';

/** The words of the models' labels (both kinds), without accents or case. */
const LABEL_WORDS = [
  ...new Set(
    Object.values(labelSpecs).flatMap((specs) =>
      specs.flatMap((s) => s.phrases.flatMap((p) => spellingKey(p).split(/[^A-Z]+/))),
    ),
  ),
].filter((w) => w.length >= 3);

/** A word that is a label's word or one letter away from one (`NONE` for `NOME`). */
function labelLike(text: string): boolean {
  const word = spellingKey(text).replace(/[^A-Z]/g, '');
  return LABEL_WORDS.some((l) => {
    if (l.length !== word.length) return false;
    let differ = 0;
    for (let i = 0; i < l.length && differ < 2; i++) if (l[i] !== word[i]) differ++;
    return differ < 2;
  });
}

/**
 * The page's words that can change a field of the certidão when read again (`ocr/reread.ts`): the
 * words inside the box of a field's value, the words elsewhere spelt like one of them (they vote on
 * its accents: `spellingConsensus`) and the labels' words (a label read right finds its field). Not
 * the rest of the issuing office, the issue date or the seal.
 */
export function fieldValueWords(words: readonly OcrWord[]): OcrWord[] {
  const boxes = extractCertidao(words).fields.flatMap((f) => (f.box ? [f.box] : []));
  const inValue = (w: OcrWord) =>
    boxes.some(
      (b) =>
        w.page === b.page && w.x >= b.x && w.y >= b.y && w.x + w.w <= b.x + b.w && w.y + w.h <= b.y + b.h,
    );
  const spellings = new Set(words.filter(inValue).map((w) => spellingKey(w.text)));
  return words.filter((w) => inValue(w) || spellings.has(spellingKey(w.text)) || labelLike(w.text));
}
