import { readFile } from 'node:fs/promises';
import { BUSINESS_TIME_ZONE } from '@siao/shared/format/dates';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../apps/api/src/seed/tiny-pdf';
import { baseURL, launchBrowser, newPage } from '../helpers/browser';
import { collectAlerts, openDemo } from '../helpers/widget-demo';
import { readZipEntry } from '../helpers/zip';

// Tool mode on the suite's product server, whose assistants answer with the offline Motor local
// (no LLM key configured): its document analysis is what fills the editor.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const escritura = () =>
  tinyPdf('Escritura de compra e venda', [
    'Outorgante vendedora: Maria Aparecida da Silva, CPF 529.982.247-25.',
    'Outorgado comprador: João Pereira Santos.',
    'Imóvel: apartamento 42 do Edifício Ipê, matrícula 12.345 do 1º Registro de Imóveis.',
    'Preço: R$ 350.000,00, pago à vista em 10/03/2026.',
  ]);

/** A file of `size` bytes starting with the PNG signature (type detection reads the content, not the name). */
const bigPng = (size: number) => {
  const buffer = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return buffer;
};

/** Siao_dd_mm_yyyy_HH_MM in the browser's time zone (the test context runs in São Paulo). */
function exportName(date: Date, extension: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `Siao_${parts.day}_${parts.month}_${parts.year}_${parts.hour}_${parts.minute}${extension}`;
}

async function chooseAssistant(widget: Locator, name: string) {
  await widget.getByTestId('siao-agent-card').filter({ hasText: name }).click();
}

describe('widget tool mode', () => {
  it('a PDF is analysed into the editor, and the DOCX export downloads as Siao_dd_mm_yyyy_HH_MM.docx', async () => {
    const { context, page } = await newPage(browser);
    const widget = await openDemo(page, baseURL(), { mode: 'tool', context: 'e2e-tool-pdf' });
    // tool mode without assistant.id: the picker lists the tool assistants only
    const cards = widget.getByTestId('siao-agent-card');
    await cards.first().waitFor();
    expect(await cards.locator('.siao-agent__name').allTextContents()).toEqual([
      'Análise de documentos',
      'Resumo de certidão',
    ]);
    await chooseAssistant(widget, 'Análise de documentos');
    await widget.getByTestId('siao-dropzone').waitFor();
    await widget
      .getByTestId('siao-file-input')
      .setInputFiles({ name: 'Escritura Maria.pdf', mimeType: 'application/pdf', buffer: escritura() });

    await widget.getByTestId('siao-analysing').filter({ hasText: 'Analisando documento' }).waitFor();
    const editor = widget.getByTestId('siao-editor-frame').contentFrame();
    const content = editor.getByTestId('editor-content');
    await content.getByText('Análise de documentos').first().waitFor({ timeout: 20_000 });
    await content.getByText('Maria Aparecida da Silva').first().waitFor();
    expect(await content.textContent()).toContain('529.982.247-25');
    expect(await widget.getByTestId('siao-analysing').count()).toBe(0);

    const clickedAt = new Date();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      editor.getByTestId('export-docx').click(),
    ]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^Siao_\d{2}_\d{2}_\d{4}_\d{2}_\d{2}\.docx$/);
    expect([exportName(clickedAt, '.docx'), exportName(new Date(), '.docx')]).toContain(name);
    // a real Word document holding the analysed text
    const docx = await readFile((await download.path())!);
    const body = readZipEntry(docx, 'word/document.xml')?.toString('utf8') ?? '';
    expect(body).toContain('Maria Aparecida da Silva');
    await context.close();
  });

  it("the multi-file form shows spec §5's five messages in order, then sends files, descriptions and instruction", async () => {
    const { context, page } = await newPage(browser);
    const alerts = collectAlerts(page);
    const widget = await openDemo(page, baseURL(), { mode: 'tool', context: 'e2e-tool-multi' });
    await chooseAssistant(widget, 'Resumo de certidão');
    const form = widget.getByTestId('siao-multifile');
    await form.waitFor();
    const submit = form.getByTestId('siao-multifile-submit');
    const slot = (i: number) => form.getByTestId('siao-file-slot').nth(i);
    const nextAlert = async (count: number) => {
      await submit.click();
      await expect.poll(() => alerts.length).toBe(count);
      return alerts.at(-1);
    };

    // 1. no file chosen
    expect(await nextAlert(1)).toBe('Por favor, selecione todos os arquivos antes de enviar.');
    // 2. a file without description; a new free slot appears next to it
    await slot(0)
      .getByTestId('siao-slot-input')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: bigPng(4_718_593) });
    await expect.poll(() => form.getByTestId('siao-file-slot').count()).toBe(2);
    expect(await nextAlert(2)).toBe('Por favor, adicione uma descrição para todos os arquivos.');
    // 3. a description over 255 characters (the counter shows it)
    const description = slot(0).getByTestId('siao-slot-description');
    await description.fill('x'.repeat(256));
    await slot(0).getByText('256/255').waitFor();
    expect(await nextAlert(3)).toBe('A descrição deve ter no máximo 255 caracteres.');
    // 4. the image is 1 byte over 4.5 MB (no PDF before it, so the 4.5 MB limit applies)
    await description.fill('Foto da certidão de nascimento');
    expect(await nextAlert(4)).toBe('O arquivo excede 4.5MB!');
    // 5. files fine, no overall instruction
    await slot(0)
      .getByTestId('siao-slot-input')
      .setInputFiles({
        name: 'Certidão de nascimento.pdf',
        mimeType: 'application/pdf',
        buffer: tinyPdf('Certidão de nascimento', ['Registrado: Ana Beatriz Costa, nascida em 02/05/2019.']),
      });
    await slot(1)
      .getByTestId('siao-slot-input')
      .setInputFiles({ name: 'escritura.pdf', mimeType: 'application/pdf', buffer: escritura() });
    await slot(1).getByTestId('siao-slot-description').fill('Escritura do imóvel');
    await expect.poll(() => form.getByTestId('siao-file-slot').count()).toBe(3);
    expect(await nextAlert(5)).toBe('Descreva como deseja que o assistente utilize os arquivos');

    // valid: both files go with their descriptions and the instruction
    await form.getByTestId('siao-instruction').fill('Resuma cada documento em uma tabela.');
    await submit.click();
    await widget.getByTestId('siao-analysing').waitFor();
    const content = widget.getByTestId('siao-editor-frame').contentFrame().getByTestId('editor-content');
    await content.getByText('Ana Beatriz Costa').first().waitFor({ timeout: 20_000 });
    const text = await content.textContent();
    expect(text).toContain('Foto da certidão de nascimento');
    expect(text).toContain('Escritura do imóvel');
    expect(text).toContain('Resuma cada documento em uma tabela.');
    expect(alerts).toHaveLength(5);
    await context.close();
  });

  it("an oversize file raises 'O arquivo excede …MB!' and the selection is cleared", async () => {
    const { context, page } = await newPage(browser);
    const alerts = collectAlerts(page);
    const chat = await openDemo(page, baseURL(), { context: 'e2e-oversize' });
    const input = chat.getByTestId('siao-file-input');
    await chat.getByTestId('siao-greeting').waitFor();
    await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: bigPng(4_718_593) });
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts[0]).toBe('O arquivo excede 4.5MB!');
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    expect(await chat.getByTestId('siao-file-chip').count()).toBe(0);
    // exactly 4.5 MB is accepted: the chip shows its name and the input is reset for the next choice
    await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: bigPng(4_718_592) });
    await chat.getByTestId('siao-file-chip').filter({ hasText: 'foto.png' }).waitFor();
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    expect(alerts).toHaveLength(1);

    // tool mode, single file: a PDF may have 10 MB, not one byte more
    const tool = await openDemo(page, baseURL(), { mode: 'tool', context: 'e2e-oversize' });
    await chooseAssistant(tool, 'Análise de documentos');
    const pdf = Buffer.concat([escritura(), Buffer.alloc(10 * 1024 * 1024 + 1 - escritura().length)]);
    const drop = tool.getByTestId('siao-file-input');
    await drop.setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => alerts.length).toBe(2);
    expect(alerts[1]).toBe('O arquivo excede 10MB!');
    expect(await drop.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    expect(await tool.getByTestId('siao-analysing').count()).toBe(0);
    await tool.getByTestId('siao-dropzone').waitFor();
    await context.close();
  });
});
