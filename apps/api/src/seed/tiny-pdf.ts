/**
 * A one-page PDF with a real text layer (Helvetica, WinAnsi so Portuguese accents survive), built
 * by hand: seeding needs a few demo PDFs in milliseconds, without fonts or a browser.
 */
export function tinyPdf(title: string, lines: string[]): Buffer {
  const pdfString = (s: string) => s.replace(/[\\()]/g, '\\$&');
  const text = [
    'BT /F1 18 Tf 56 780 Td',
    `(${pdfString(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td 15 TL',
    ...lines.map((line) => `(${pdfString(line)}) '`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
