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
  // reads multipart uploads: only through acceptUploads (lib/files/multipart.ts), which refuses
  // them for every route that does not declare config.acceptsFile
  '@fastify/multipart',
];

/** Files (relative to apps/api/src) that run inside the file workers. */
export const workerFiles = [
  /^lib\/files\/(file-worker|sheet-rows|image-pages)\.ts$/,
  /^modules\/ai\/documents\/(extract-text|office-text|tesseract-ocr|poppler-rasterizer)\.ts$/,
  // the OCR job's page work (lib/files/ocr-in-workers.ts runs it in the workers)
  /^modules\/services\/ocr\/(page-work|pages|preprocess|upright|engines|reread)\.ts$/,
];

/**
 * Other files allowed one parser package, each with its reason. Add one only with the reason and,
 * when it is a debt, the work that removes it.
 */
export const parserAllowed = [
  {
    file: /^lib\/files\/multipart\.ts$/,
    pkg: '@fastify/multipart',
    reason: 'a única entrada de envios multipart: recusa os envios às rotas sem config.acceptsFile',
  },
  {
    file: /^lib\/export\/table-export\.ts$/,
    pkg: 'exceljs',
    reason:
      'escreve as planilhas exportadas (nossas linhas, writer em streaming); nunca lê um arquivo recebido',
  },
];

/**
 * Files outside the workers allowed a value import of a worker file, with the reason: importing a
 * worker file would load its parser on the importer's thread.
 */
export const workerFileAllowed = [
  {
    file: /^lib\/files\/safe-files\.ts$/,
    target: /^modules\/ai\/documents\/tesseract-ocr\.ts$/,
    reason:
      'só tesseractAvailable (confere se o pacote está instalado); o tesseract.js é importado sob demanda',
  },
];

/** The file a relative import names (relative to apps/api/src), or null for a package. */
function importedFile(rel, spec) {
  if (!spec.startsWith('.')) return null;
  const parts = rel.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const path = parts.join('/');
  return /\.[cm]?[jt]sx?$/.test(path) ? path.replace(/\.[cm]?js$/, '.ts') : `${path}.ts`;
}

const importRe = /\bimport\s+(type\s)?[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The parser imports of one source file that break the rule, as messages in Portuguese. */
export function parserImportProblems(rel, text) {
  if (/\.test\.tsx?$/.test(rel) || workerFiles.some((re) => re.test(rel))) return [];
  const problems = [];
  for (const m of text.matchAll(importRe)) {
    if (m[1]) continue; // import type: erased at build
    const spec = m[2] ?? m[3];
    const target = importedFile(rel, spec);
    if (target && workerFiles.some((re) => re.test(target))) {
      if (!workerFileAllowed.some((a) => a.file.test(rel) && a.target.test(target)))
        problems.push(
          `apps/api/src/${rel}: importa ${target}, que roda nos workers de arquivos: chame-o por lib/files (safe-files.ts, ocr-in-workers.ts)`,
        );
      continue;
    }
    const pkg = parserPackages.find((name) => spec === name || spec.startsWith(`${name}/`));
    if (!pkg || parserAllowed.some((a) => a.pkg === pkg && a.file.test(rel))) continue;
    problems.push(
      `apps/api/src/${rel}: importa ${pkg}, um leitor de arquivos: use lib/files (os workers de arquivos, com limites de memória e tempo)`,
    );
  }
  return problems;
}
