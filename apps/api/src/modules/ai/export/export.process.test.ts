import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { createExportService } from './service';

// a 2×2 red PNG
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
const html = `<html><head><title>Relatório de Certidões</title><style>.destaque { color: #c00; }</style></head><body>
<h1>Análise da certidão de óbito</h1>
<p>Requerente: <b>João da Conceição</b>, <i>cônjuge</i>, <u>ação</u> concluída — <span class="destaque">atenção</span>.</p>
<ul><li>Matrícula verificada</li><li>Óbito em São Paulo</li></ul>
<table><thead><tr><th>Campo</th><th>Valor</th></tr></thead>
<tbody><tr><td>Município</td><td>Maceió</td></tr><tr><td>Situação</td><td>Averbação pendente</td></tr></tbody></table>
<img src="${png}" alt="selo"><img src="http://169.254.169.254/latest/meta-data" alt="remota">
<script>alert(1)</script><p onclick="steal()">fim</p></body></html>`;

const log = { warn: () => {} };
const service = createExportService({ chromiumPath: '/usr/bin/chromium', log });
const pdfmakeOnly = createExportService({ chromiumPath: '/nonexistent/chromium', log });
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await service.close();
  await pdfmakeOnly.close();
});
const now = new Date('2026-03-07T17:05:00Z'); // 14:05 in São Paulo

function tmp(name: string, data: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'siao-export-'));
  dirs.push(dir);
  const file = join(dir, name);
  writeFileSync(file, data);
  return file;
}

function assertPdf(body: Buffer): void {
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const file = tmp('out.pdf', body);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
  for (const word of [
    'Análise da certidão de óbito',
    'João da Conceição',
    'Maceió',
    'Averbação pendente',
    'Óbito em São Paulo',
  ]) {
    expect(text).toContain(word);
  }
  expect(text).not.toContain('alert(1)');
  execFileSync('pdftoppm', ['-r', '50', '-png', '-f', '1', '-l', '1', file, join(file, '..', 'page')]);
  const page = readdirSync(join(file, '..')).find((name) => name.startsWith('page'));
  expect(
    readFileSync(join(file, '..', page!))
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
  const info = execFileSync('pdfinfo', [file]).toString();
  expect(info).toMatch(/Page size:.*\(A4\)/);
  // the data: URL image survived (the remote one was dropped before rendering)
  const images = execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n').slice(2);
  expect(images.length).toBeGreaterThanOrEqual(1);
}

describe('POST /api/export formats', () => {
  it('renders a PDF through Chromium with accents, lists, tables and selectable text', async () => {
    const file = await service.export(html, '.pdf', now);
    expect(file.engine).toBe('chromium');
    expect(file.contentType).toBe('application/pdf');
    assertPdf(file.body);
  }, 30_000);

  it('falls back to pdfmake when Chromium is absent, with the same text', async () => {
    const file = await pdfmakeOnly.export(html, '.pdf', now);
    expect(file.engine).toBe('pdfmake');
    assertPdf(file.body);
  }, 30_000);

  it('produces a DOCX whose word/document.xml holds the table and the accents', async () => {
    const file = await service.export(html, '.docx', now);
    expect(file.fileName).toBe('Siao_07_03_2026_14_05.docx');
    const path = tmp('out.docx', file.body);
    const xml = execFileSync('unzip', ['-p', path, 'word/document.xml']).toString('utf8');
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('Maceió');
    expect(xml).toContain('Averbação pendente');
    expect(xml).toContain('João da Conceição');
    expect(xml).not.toContain('alert(1)');
    const media = execFileSync('unzip', ['-l', path]).toString();
    expect(media).toMatch(/word\/media\/.+\.png/);
  }, 30_000);

  it('produces well-formed UTF-8 XML with title, creation time and XHTML content', async () => {
    const file = await service.export(html, '.xml', now);
    const xml = file.body.toString('utf8');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelector('titulo')?.textContent).toBe('Relatório de Certidões');
    expect(doc.querySelector('criado_em')?.textContent).toBe('2026-03-07T17:05:00.000Z');
    const content = doc.querySelector('conteudo > div');
    expect(content?.namespaceURI).toBe('http://www.w3.org/1999/xhtml');
    expect(content?.querySelectorAll('td')).toHaveLength(4);
    expect(content?.querySelector('span')?.getAttribute('style')).toContain('color');
    expect(xml).not.toContain('<script');
    expect(xml).not.toContain('onclick');
    expect(xml).not.toContain('169.254.169.254');
  });

  it('refuses an unsupported extension with a Portuguese 400', async () => {
    await expect(service.export(html, '.odt')).rejects.toMatchObject({
      status: 400,
      code: 'EXPORT_UNSUPPORTED_EXTENSION',
      message: 'Formato de exportação não suportado. Use .pdf, .docx ou .xml.',
    });
  });
});
