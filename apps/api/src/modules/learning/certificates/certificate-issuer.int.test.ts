import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { certificateSchema, platformSettingsSchema } from '@siao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { auditLogs, learningCertificates } from '../../../db/schema';
import { PNG_1X1 } from '../../../seed/tiny-png';
import { multipartBody } from '../../documents/test-multipart';
import { saveJourney } from '../authoring/content-service';
import { issueCertificate } from './certificate-service';

let t: TestApp;
let sup: { authorization: string };
let learner: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  sup = await t.authHeader('superadmin');
  learner = await t.authHeader('cliente');
}, 120_000);
afterAll(() => t?.close());

/** A 2 × 2 JPEG. */
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AI4BMc//2Q==',
  'base64',
);

const settings = (issuer: string, signer: string, role: string) => ({
  emitente_nome: issuer,
  emitente_cnpj: null,
  emitente_endereco: null,
  pix_chave: null,
  pix_recebedor_nome: null,
  pix_recebedor_cidade: null,
  banco_nome: null,
  banco_agencia: null,
  banco_conta: null,
  fatura_rodape: null,
  certificado_responsavel_nome: signer,
  certificado_responsavel_cargo: role,
});
const saveSettings = async (payload: object) => {
  const res = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: sup, payload });
  expect(res.statusCode, res.body).toBe(200);
};
function uploadLogo(file: { name: string; bytes: Buffer }, headers = sup) {
  const body = multipartBody({}, file);
  return t.app.inject({
    method: 'PUT',
    url: '/api/settings/logo',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Issues the demo cliente's certificate for a new journey, as the completion follow-up does. */
async function issueFor(title: string) {
  const journeyId = await saveJourney(
    t.app.deps,
    null,
    { title, workload_hours: 8, published: true },
    { actorId: null },
  );
  const { cliente } = t.fixture.users;
  await issueCertificate(t.app.deps, cliente.id, t.fixture.clientA.id, journeyId, new Date());
  const [row] = await t.app.deps.db
    .select()
    .from(learningCertificates)
    .where(and(eq(learningCertificates.userId, cliente.id), eq(learningCertificates.journeyId, journeyId)));
  return row!;
}

const view = async (id: string) =>
  data(await t.app.inject({ url: `/api/learning/certificates/${id}`, headers: learner }), certificateSchema);
const publicView = async (code: string) =>
  data(await t.app.inject({ url: `/api/public/certificates/${code}` }), certificateSchema.omit({ id: true }));

/** The PDF's text and how many images it embeds (poppler's pdftotext / pdfimages). */
async function pdfOf(id: string) {
  const res = await t.app.inject({ url: `/api/learning/certificates/${id}/pdf`, headers: learner });
  expect(res.statusCode).toBe(200);
  const file = join(t.dataDir, `cert-${id}.pdf`);
  writeFileSync(file, res.rawPayload);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  // rows of the list: page, num, type (`image`, or `smask` for a PNG's transparency), …
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((l) => l.trim().split(/\s+/)[2] === 'image').length;
  return { text, images };
}
const fetchFile = async (url: string) => (await t.app.inject({ url })).rawPayload;

describe('certificates keep the issuer and signer they were issued with', () => {
  it('takes a PNG or JPEG logo in Configurações, shows it, and audits it', async () => {
    await saveSettings(settings('Cartório Antigo Ltda.', 'Maria Antiga', 'Diretora de Treinamentos'));
    const res = await uploadLogo({ name: 'logo.png', bytes: PNG_1X1 });
    expect(res.statusCode, res.body).toBe(200);
    const url = data(res, platformSettingsSchema).emitente_logo_url!;
    expect(url).toMatch(/^\/api\/files\//);
    expect(await fetchFile(url)).toEqual(PNG_1X1);
    const [audit] = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.logo_set'));
    expect(audit).toMatchObject({ entity: 'platform_settings', actorId: t.fixture.users.superadmin.id });
    expect(audit!.details).toMatchObject({ mime: 'image/png', size: PNG_1X1.length });
  });

  it('refuses a logo that is too big, not an image, or another image type, and keeps the one in force', async () => {
    const before = data(
      await t.app.inject({ url: '/api/settings', headers: sup }),
      platformSettingsSchema,
    ).emitente_logo_url;
    const big = await uploadLogo({
      name: 'logo.png',
      bytes: Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(apiError(big).message).toBe('O arquivo excede o limite de 1 MB.');
    const pdf = await uploadLogo({ name: 'logo.png', bytes: Buffer.from('%PDF-1.4 não é imagem') });
    expect(pdf.statusCode).toBe(415);
    expect(apiError(pdf).message).toBe('Envie o logotipo como imagem PNG ou JPEG.');
    const svg = await uploadLogo({
      name: 'logo.svg',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(svg.statusCode).toBe(415);
    expect((await uploadLogo({ name: 'logo.png', bytes: PNG_1X1 }, learner)).statusCode).toBe(403);
    const after = data(await t.app.inject({ url: '/api/settings', headers: sup }), platformSettingsSchema);
    // same file (the link's token may differ, the key does not)
    expect(await fetchFile(after.emitente_logo_url!)).toEqual(await fetchFile(before!));
  });

  it('prints the issuer, logo and signer of the day of issue, whatever Configurações says later', async () => {
    const old = await issueFor('Jornada emitida antes');
    const oldPdf = await pdfOf(old.id);
    expect(oldPdf.text).toContain('Cartório Antigo Ltda.');
    expect(oldPdf.text).toContain('Maria Antiga');
    expect(oldPdf.images).toBe(1);

    await saveSettings(settings('Cartório Novo S.A.', 'João Novo', 'Tabelião'));
    const jpeg = await uploadLogo({ name: 'novo.jpg', bytes: JPEG });
    expect(jpeg.statusCode, jpeg.body).toBe(200);

    // the certificate already issued: its PDF, its API view and its public verification page
    const again = await pdfOf(old.id);
    expect(again.text).toContain('Cartório Antigo Ltda.');
    expect(again.text).toContain('Maria Antiga');
    expect(again.text).toContain('Diretora de Treinamentos');
    expect(again.text).not.toMatch(/Cartório Novo|João Novo/);
    expect(again.images).toBe(1);
    const oldView = await view(old.id);
    expect(oldView).toMatchObject({
      issuer_name: 'Cartório Antigo Ltda.',
      signer_name: 'Maria Antiga',
      signer_role: 'Diretora de Treinamentos',
    });
    expect(await fetchFile(oldView.issuer_logo_url!)).toEqual(PNG_1X1);
    expect(await publicView(old.code)).toMatchObject({
      issuer_name: 'Cartório Antigo Ltda.',
      signer_name: 'Maria Antiga',
    });

    // a certificate issued now: the new issuer, logo and signer
    const fresh = await issueFor('Jornada emitida depois');
    const freshPdf = await pdfOf(fresh.id);
    expect(freshPdf.text).toContain('Cartório Novo S.A.');
    expect(freshPdf.text).toContain('João Novo');
    expect(freshPdf.text).not.toMatch(/Cartório Antigo|Maria Antiga/);
    const freshView = await publicView(fresh.code);
    expect(freshView).toMatchObject({ issuer_name: 'Cartório Novo S.A.', signer_role: 'Tabelião' });
    expect(await fetchFile(freshView.issuer_logo_url!)).toEqual(JPEG);
  });

  it('issues without a logo once it is removed, and the older certificates keep theirs', async () => {
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/settings/logo', headers: sup });
    expect(data(removed, platformSettingsSchema).emitente_logo_url).toBeNull();
    const plain = await issueFor('Jornada sem logotipo');
    expect((await view(plain.id)).issuer_logo_url).toBeNull();
    expect((await pdfOf(plain.id)).images).toBe(0);
    const [first] = await t.app.deps.db
      .select()
      .from(learningCertificates)
      .where(eq(learningCertificates.journeyTitle, 'Jornada emitida antes'));
    expect((await pdfOf(first!.id)).images).toBe(1);
  });
});
