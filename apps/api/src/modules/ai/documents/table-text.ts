/** Rows → a Markdown table: models and the local engine both read it well. */
export function rowsToMarkdown(rows: string[][], maxRows = 500, maxColumns = 30): string {
  const trimmed = rows
    .map((row) =>
      row.slice(0, maxColumns).map((cell) => cell.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim()),
    )
    .filter((row) => row.some((cell) => cell));
  if (trimmed.length === 0) return '';
  const width = Math.max(...trimmed.map((row) => row.length));
  const pad = (row: string[]) => [...row, ...Array<string>(width - row.length).fill('')];
  const [header, ...body] = trimmed.slice(0, maxRows).map(pad);
  const lines = [
    `| ${header!.join(' | ')} |`,
    `|${' --- |'.repeat(width)}`,
    ...body.map((row) => `| ${row.join(' | ')} |`),
  ];
  if (trimmed.length > maxRows) lines.push(`(… mais ${trimmed.length - maxRows} linhas omitidas)`);
  return lines.join('\n');
}

/** RFC 4180 CSV with the delimiter guessed from the first line (Brazilian files often use ';'). */
export function parseCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', '\t', ','].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
