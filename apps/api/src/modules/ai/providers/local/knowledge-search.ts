export interface KnowledgeHit {
  source: 'documento' | 'termo';
  id: string;
  title: string;
  /** the passage of the source that best matches the question (Markdown table rows for tables) */
  excerpt: string;
  /** a download link to the source, when it has a file */
  url?: string;
}

/** The knowledge base the local engine answers from (published documents and terms). */
export interface KnowledgeSearch {
  search(query: string, options: { clientId: string | null; limit: number }): Promise<KnowledgeHit[]>;
}

function foldAccents(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** The paragraph (or window) of `text` sharing most words with the question. */
export function bestPassage(text: string, question: string, maxLength = 400): string {
  const words = new Set(
    foldAccents(question)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3),
  );
  const blocks = text
    .split(/\n{1,}|(?<=[.!?])\s+/)
    .map((block) => block.trim())
    .filter((block) => block.length > 20);
  let best = blocks[0] ?? text.slice(0, maxLength);
  let bestScore = -1;
  for (const block of blocks) {
    const folded = foldAccents(block);
    const score = [...words].filter((word) => folded.includes(word)).length;
    if (score > bestScore) {
      best = block;
      bestScore = score;
    }
  }
  return best.length > maxLength ? `${best.slice(0, maxLength).trimEnd()}…` : best;
}
