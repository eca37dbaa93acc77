// pdfmake 0.3 ships no types; only what pdfmake-pdf.ts uses.
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(definition: object): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
declare module 'html-to-pdfmake' {
  export default function htmlToPdfmake(
    html: string,
    options: { window: unknown; [key: string]: unknown },
  ): unknown;
}
