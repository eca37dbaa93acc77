/** Portuguese stop words: they carry no topic, so they do not make sentences similar. */
const STOP = new Set(
  (
    'a o as os um uma uns umas de do da dos das em no na nos nas por pelo pela pelos pelas para pra com sem ' +
    'e ou mas que se como ao aos à às é são foi ser está estão era há ter tem têm seu sua seus suas ele ela ' +
    'eles elas isso isto este esta esse essa aquele aquela não sim mais menos muito já também quando onde ' +
    'qual quais sobre entre até após antes depois nos lhe lhes me te meu minha nosso nossa'
  ).split(' '),
);

function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s+(?=[A-ZÀ-Ý0-9"“(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 25 && sentence.length <= 600);
}

function terms(sentence: string): Set<string> {
  return new Set(
    sentence
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2 && !STOP.has(word)),
  );
}

/**
 * TextRank (Mihalcea & Tarau, 2004): sentences are nodes, edges weigh the shared words normalised
 * by sentence length, PageRank picks the most central ones; they are returned in reading order.
 */
export function summarize(text: string, maxSentences = 5): string[] {
  const sentences = splitSentences(text).slice(0, 400);
  if (sentences.length <= maxSentences) return sentences;
  const bags = sentences.map(terms);
  const n = sentences.length;
  const weights = Array.from({ length: n }, () => new Float64Array(n));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let shared = 0;
      for (const word of bags[i]!) if (bags[j]!.has(word)) shared++;
      if (!shared) continue;
      const w = shared / (Math.log(bags[i]!.size + 1) + Math.log(bags[j]!.size + 1));
      weights[i]![j] = w;
      weights[j]![i] = w;
    }
  }
  const outSum = weights.map((row) => row.reduce((a, b) => a + b, 0));
  let scores = new Float64Array(n).fill(1);
  for (let iteration = 0; iteration < 30; iteration++) {
    const next = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let sum = 0;
      for (let j = 0; j < n; j++) if (weights[j]![i]! > 0) sum += (weights[j]![i]! / outSum[j]!) * scores[j]!;
      next[i] = 0.15 + 0.85 * sum;
    }
    scores = next;
  }
  return [...scores.keys()]
    .sort((a, b) => scores[b]! - scores[a]!)
    .slice(0, maxSentences)
    .sort((a, b) => a - b)
    .map((index) => sentences[index]!);
}
