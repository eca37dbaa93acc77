/** Word document from the sanitized, CSS-inlined body (the converter ignores <style>). */
export async function htmlToDocx(bodyHtml: string, title: string, createdAt: Date): Promise<Buffer> {
  const { default: HTMLtoDOCX } = await import('@turbodocx/html-to-docx');
  const output = await HTMLtoDOCX(`<!DOCTYPE html><html><body>${bodyHtml}</body></html>`, null, {
    title,
    creator: 'Sião',
    lastModifiedBy: 'Sião',
    createdAt,
    modifiedAt: createdAt,
    font: 'Arial',
    fontSize: 22, // half-points: 11 pt
    table: { row: { cantSplit: true } },
    margins: { top: 1134, bottom: 1134, left: 1020, right: 1020 }, // twips: 20 mm × 18 mm
  });
  if (Buffer.isBuffer(output)) return output;
  if (output instanceof ArrayBuffer) return Buffer.from(output);
  return Buffer.from(await (output as Blob).arrayBuffer());
}
