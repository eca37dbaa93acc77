export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Line diff (longest common subsequence): what `after` removed from and added to `before`, in order. */
export function diffLines(before: string[], after: string[]): DiffLine[] {
  const n = before.length;
  const m = after.length;
  // lcs[i][j] = length of the LCS of before[i..] and after[j..]
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] =
        before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      out.push({ kind: 'same', text: before[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) out.push({ kind: 'removed', text: before[i++]! });
    else out.push({ kind: 'added', text: after[j++]! });
  }
  while (i < n) out.push({ kind: 'removed', text: before[i++]! });
  while (j < m) out.push({ kind: 'added', text: after[j++]! });
  return out;
}

/** The text of an HTML document, one line per block (paragraph, heading, list item…), blank lines dropped. */
export function htmlToLines(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = doc.body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, td, th');
  const lines = blocks.length
    ? [...blocks].filter((el) => !el.querySelector('p, li')).map((el) => el.textContent ?? '')
    : (doc.body.textContent ?? '').split('\n');
  return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
