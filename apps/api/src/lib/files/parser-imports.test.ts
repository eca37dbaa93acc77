import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parserImportProblems } from '../../../../../scripts/parser-imports.mjs';

/** The lint rule of `npm run lint` (scripts/check-boundaries.mjs): parsers only in the file workers. */
describe('parser libraries only inside the file workers', () => {
  it('fails a route or service that imports a parser, statically or dynamically', () => {
    const route = "import ExcelJS from 'exceljs';\nexport const x = ExcelJS;";
    expect(parserImportProblems('modules/services/cnib/batch-sheet.ts', route)).toEqual([
      expect.stringContaining('importa exceljs'),
    ]);
    const lazy = "const { default: mammoth } = await import('mammoth');";
    expect(parserImportProblems('modules/documents/service.ts', lazy)).toHaveLength(1);
    expect(parserImportProblems('modules/services/ocr/upload.ts', "import sharp from 'sharp';")).toHaveLength(
      1,
    );
    expect(
      parserImportProblems('lib/files/safe-files.ts', "import { extractText } from 'unpdf';"),
    ).toHaveLength(1);
    // multipart uploads only through acceptUploads (lib/files/multipart.ts)
    expect(
      parserImportProblems('modules/x/routes.ts', "import multipart from '@fastify/multipart';"),
    ).toEqual([expect.stringContaining('importa @fastify/multipart')]);
    expect(
      parserImportProblems('lib/files/multipart.ts', "import multipart from '@fastify/multipart';"),
    ).toEqual([]);
  });

  it('fails a file outside the workers that imports a worker file (its parser would load there)', () => {
    const job = "import { openPages } from './pages';\nimport type { PageInput } from './pages';";
    expect(parserImportProblems('modules/services/ocr/process.ts', job)).toEqual([
      expect.stringContaining('importa modules/services/ocr/pages.ts, que roda nos workers'),
    ]);
    expect(
      parserImportProblems('modules/services/ocr/upload.ts', "import { OCR_DPI } from './preprocess';"),
    ).toHaveLength(1);
    expect(
      parserImportProblems('modules/services/ocr/page-work.ts', "import { openPages } from './pages';"),
    ).toEqual([]);
  });

  it('lets the worker files, type imports and tests through', () => {
    expect(parserImportProblems('lib/files/sheet-rows.ts', "import ExcelJS from 'exceljs';")).toEqual([]);
    expect(parserImportProblems('modules/x/y.ts', "import type { CellValue } from 'exceljs';")).toEqual([]);
    expect(parserImportProblems('modules/x/y.test.ts', "import ExcelJS from 'exceljs';")).toEqual([]);
  });

  it('holds for the API as it is', () => {
    const src = join(import.meta.dirname, '../..');
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const problems = walk(src).flatMap((file) =>
      parserImportProblems(relative(src, file).split(sep).join('/'), readFileSync(file, 'utf8')),
    );
    expect(problems).toEqual([]);
  });
});
