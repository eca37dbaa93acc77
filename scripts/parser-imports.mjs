// Parser libraries (the code that reads a received file: spreadsheets, Word, PDF, images, OCR) run
// only inside the file workers (apps/api/src/lib/files/file-worker.ts and the modules it loads),
// where each file has a heap limit and a time limit. Any other file of apps/api/src importing one
// (a value import or a dynamic import; `import type` is fine, tests are not checked) fails `npm run lint`.

/** Packages that parse received files. */
export const parserPackages = [
  'exceljs',
  'mammoth',
  'unpdf',
  'pdfjs-dist',
  'pdf-parse',
  'sharp',
  'tesseract.js',
];

/** Files (relative to apps/api/src) that run inside the file workers. */
export const workerFiles = [
  /^lib\/files\/(file-worker|sheet-rows|image-pages)\.ts$/,
  /^modules\/ai\/documents\/(extract-text|office-text|tesseract-ocr|poppler-rasterizer)\.ts$/,
];

/**
 * Other files allowed one parser package, each with its reason. Add one only with the reason and,
 * when it is a debt, the work that removes it.
 */
export const parserAllowed = [
  {
    file: /^lib\/export\/table-export\.ts$/,
    pkg: 'exceljs',
    reason:
      'escreve as planilhas exportadas (nossas linhas, writer em streaming); nunca lê um arquivo recebido',
  },
  {
    file: /^modules\/services\/ocr\/(pages|preprocess|upright)\.ts$/,
    pkg: 'sharp',
    reason:
      'tarefa de OCR em segundo plano: lê só arquivos já conferidos no envio (tipo, pixels, páginas); pendente: levar para os workers de arquivos',
  },
  {
    file: /^modules\/services\/ocr\/engines\.ts$/,
    pkg: 'tesseract.js',
    reason:
      'motor da tarefa de OCR quando o binário tesseract não está instalado; pendente: levar para os workers',
  },
];

const importRe = /\bimport\s+(type\s)?[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The parser imports of one source file that break the rule, as messages in Portuguese. */
export function parserImportProblems(rel, text) {
  if (/\.test\.tsx?$/.test(rel) || workerFiles.some((re) => re.test(rel))) return [];
  const problems = [];
  for (const m of text.matchAll(importRe)) {
    if (m[1]) continue; // import type: erased at build
    const spec = m[2] ?? m[3];
    const pkg = parserPackages.find((name) => spec === name || spec.startsWith(`${name}/`));
    if (!pkg || parserAllowed.some((a) => a.pkg === pkg && a.file.test(rel))) continue;
    problems.push(
      `apps/api/src/${rel}: importa ${pkg}, um leitor de arquivos: use lib/files (os workers de arquivos, com limites de memória e tempo)`,
    );
  }
  return problems;
}
