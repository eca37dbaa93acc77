import { describe, expect, it } from 'vitest';
import { prepareSingleUpload, sanitizeFileName, singleFileSizeError } from './upload';

const uuid = '123e4567-e89b-42d3-a456-426614174000';

describe('single-file limits (spec §5)', () => {
  it('allows 4.5 MB (4718592 bytes) and refuses one byte more', () => {
    expect(singleFileSizeError({ name: 'a.png', type: 'image/png', size: 4_718_592 })).toBeNull();
    expect(singleFileSizeError({ name: 'a.png', type: 'image/png', size: 4_718_593 })).toBe(
      'O arquivo excede 4.5MB!',
    );
  });
  it('allows 10 MB for a PDF', () => {
    expect(
      singleFileSizeError({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 }),
    ).toBeNull();
    expect(singleFileSizeError({ name: 'A.PDF', type: '', size: 10 * 1024 * 1024 + 1 })).toBe(
      'O arquivo excede 10MB!',
    );
  });
});

describe('file name sent (spec §5)', () => {
  it('drops the extension, spaces and special characters, then appends - and a UUID', () => {
    expect(sanitizeFileName('Contrato Social (v2).final.pdf', uuid)).toBe(`ContratoSocialv2final-${uuid}`);
    expect(sanitizeFileName('Certidão nº 12 – João.docx', uuid)).toBe(`Certidaon12Joao-${uuid}`);
    expect(sanitizeFileName('@@@.png', uuid)).toBe(`arquivo-${uuid}`);
  });
  it('uses a fresh random UUID each time', () => {
    const [a, b] = [sanitizeFileName('x.pdf'), sanitizeFileName('x.pdf')];
    expect(a).toMatch(/^x-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});

describe('prepareSingleUpload', () => {
  it('builds a document part with base64 content and the detected format', async () => {
    const file = new File(['%PDF-1.4 conteúdo'], 'Relatório 2026.pdf', { type: 'application/pdf' });
    const result = await prepareSingleUpload(file);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.part).toMatchObject({ document_format: 'pdf' });
    const part = result.part as { document_name: string; document_base64: string };
    expect(part.document_name).toMatch(/^Relatorio2026-/);
    expect(
      new TextDecoder().decode(Uint8Array.from(atob(part.document_base64), (c) => c.charCodeAt(0))),
    ).toBe('%PDF-1.4 conteúdo');
  });
  it('refuses an unsupported type with the spec message', async () => {
    const file = new File([new Uint8Array([0x4d, 0x5a, 0, 1, 2])], 'virus.pdf', { type: 'application/pdf' });
    expect(await prepareSingleUpload(file)).toEqual({
      ok: false,
      message: 'Tipo de arquivo não suportado. Por favor, envie um arquivo válido.',
    });
  });
});
