import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cnibConsultationDetailSchema,
  cnibConsultationSchema,
  cnibCredentialsStatusSchema,
  cnibRecheckSchema,
  cnibVerificationSchema,
  serviceOverviewSchema,
} from '@siao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type FakeOnr,
  ONR_CPF_INDISPONIVEL,
  ONR_CPF_LIVRE,
  ONR_CPF_RECUSADO,
  startFakeOnr,
} from '../../../../test/fakes/fake-onr';
import { contractServicesForClientB } from '../../../../test/helpers/fixture';
import { apiError, data, page } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { auditLogs, cnibCredentials } from '../../../db/schema';

const KEY = 'a1'.repeat(32);
const CPF_USUARIO = '52998224725';
let onr: FakeOnr;
let t: TestApp;

beforeAll(async () => {
  onr = await startFakeOnr();
  t = await createTestApp({
    SERVICES_ENCRYPTION_KEY: KEY,
    CNIB_TOKEN_URL: onr.tokenUrl,
    CNIB_BASE_URL_HOMOLOGACAO: onr.baseUrl,
    CNIB_MAX_AGE_HOURS: '24',
    CNIB_RETRY_BACKOFF_MS: '0,0',
  });
  await contractServicesForClientB(t.app.deps.db, t.fixture);
});
afterAll(async () => {
  await t?.close();
  await onr?.close();
});

async function call(
  who: 'superadmin' | 'operador' | 'cliente' | 'clienteB',
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: await t.authHeader(who), ...(payload ? { payload } : {}) });
}

const credentials = {
  onr_client_id: '',
  onr_client_secret: '',
  cpf_usuario: CPF_USUARIO,
  ambiente: 'homologacao',
};

describe('CNIB consultations', () => {
  let livreId = '';
  let indisponivelId = '';

  it('tells a client without credentials how to configure them instead of calling ONR', async () => {
    const status = await call('cliente', 'GET', '/api/services/cnib/credentials');
    expect(data(status, cnibCredentialsStatusSchema)).toMatchObject({
      servico_ativo: true,
      configurado: false,
    });
    const res = await call('cliente', 'POST', '/api/services/cnib/consultas', { documento: ONR_CPF_LIVRE });
    expect(res.statusCode).toBe(422);
    expect(apiError(res).message).toContain('Configure-as no painel "Credenciais da ONR"');
    expect(onr.calls).toHaveLength(0);
  });

  it('stores credentials encrypted and never returns them', async () => {
    const res = await call('cliente', 'PUT', '/api/services/cnib/credentials', {
      ...credentials,
      onr_client_id: onr.clientId,
      onr_client_secret: onr.clientSecret,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(onr.clientSecret);
    expect(res.body).not.toContain(onr.clientId);
    expect(data(res, cnibCredentialsStatusSchema)).toMatchObject({
      configurado: true,
      ambiente: 'homologacao',
    });
    expect(data(res, cnibCredentialsStatusSchema).resumo).toMatch(
      /^Configurado em \d{2}\/\d{2}\/\d{4} por Cliente A\.$/,
    );
    const [row] = await t.app.deps.db.select().from(cnibCredentials);
    expect(row!.secret).not.toContain(onr.clientSecret);
    expect(row!.secret).not.toContain(CPF_USUARIO);
    const audits = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'cnib.credenciais'));
    expect(JSON.stringify(audits)).not.toContain(onr.clientSecret);
  });

  it('refuses a document with wrong check digits before any call', async () => {
    const res = await call('cliente', 'POST', '/api/services/cnib/consultas', {
      documento: '529.982.247-24',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(apiError(res))).toContain('CPF ou CNPJ inválido.');
    expect(onr.calls).toHaveLength(0);
  });

  it('consults a free CPF and an unavailable one, storing ONR answer, hash, operator and audit', async () => {
    const livre = await call('cliente', 'POST', '/api/services/cnib/consultas', {
      documento: '529.982.247-25',
      finalidade: 'Protocolo 123',
    });
    expect(livre.statusCode).toBe(200);
    expect(data(livre, cnibConsultationSchema)).toMatchObject({
      documento: ONR_CPF_LIVRE,
      resultado: 'livre',
      indisponivel: false,
      qtd_ordens: 0,
      usuario_nome: 'Cliente A',
      finalidade: 'Protocolo 123',
      antiga: false,
    });
    expect(data(livre, cnibConsultationSchema).hash).toMatch(/^HASH/);
    expect(onr.calls.at(-1)?.body).toEqual({ cpf_usuario: CPF_USUARIO, documento: ONR_CPF_LIVRE });
    livreId = data(livre, cnibConsultationSchema).id;

    const ind = await call('cliente', 'POST', '/api/services/cnib/consultas', {
      documento: ONR_CPF_INDISPONIVEL,
    });
    expect(data(ind, cnibConsultationSchema)).toMatchObject({
      resultado: 'indisponivel',
      qtd_ordens: 2,
      protocolos: ['202400000001', '202400000002'],
      nome_razao: 'FULANO DE TAL',
    });
    indisponivelId = data(ind, cnibConsultationSchema).id;

    const detail = await call('cliente', 'GET', `/api/services/cnib/consultas/${indisponivelId}`);
    expect(data(detail, cnibConsultationDetailSchema).resposta_onr).toEqual({
      identifierRequest: expect.any(String),
      success: true,
      message: null,
      status: 200,
      data: expect.objectContaining({ documento: ONR_CPF_INDISPONIVEL, qtdOrdens: 2 }),
    });
    const audits = await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.action, 'cnib.consulta'));
    expect(audits.map((a) => a.details)).toContainEqual({
      documento: ONR_CPF_LIVRE,
      finalidade: 'Protocolo 123',
      status: 'ok',
    });
  });

  it('stores an ONR refusal as an error result with the Portuguese reason', async () => {
    const res = await call('cliente', 'POST', '/api/services/cnib/consultas', {
      documento: ONR_CPF_RECUSADO,
    });
    expect(data(res, cnibConsultationSchema)).toMatchObject({
      resultado: 'erro',
      erro: 'A ONR recusou a consulta: Documento: Documento informado é inválido',
    });
  });

  it('records a failure when ONR is down and says so in Portuguese', async () => {
    onr.failNext(1);
    const res = await call('cliente', 'POST', '/api/services/cnib/consultas', { documento: ONR_CPF_LIVRE });
    expect(res.statusCode).toBe(503);
    expect(apiError(res).message).toContain('A ONR não respondeu à consulta');
    const errors = await call('cliente', 'GET', '/api/services/cnib/consultas?resultado=erro');
    expect(page(errors, cnibConsultationSchema).total).toBe(2);
    const hub = await call('cliente', 'GET', '/api/services');
    expect(data(hub, z.array(serviceOverviewSchema))).toContainEqual({
      service: 'cnib',
      contratado: true,
      uso_mes: 4,
    });
  }, 20_000);

  it('re-checks by hash and flags a change', async () => {
    const same = await call('cliente', 'POST', `/api/services/cnib/consultas/${livreId}/reconferencia`);
    expect(data(same, cnibRecheckSchema)).toMatchObject({
      divergente: false,
      consulta: { recheck_of: livreId, resultado: 'livre' },
    });
    onr.setOrders(ONR_CPF_LIVRE, 1);
    const changed = await call('cliente', 'POST', `/api/services/cnib/consultas/${livreId}/reconferencia`);
    expect(data(changed, cnibRecheckSchema)).toMatchObject({
      divergente: true,
      consulta: { resultado: 'indisponivel', qtd_ordens: 1 },
    });
  });

  it('lists history with filters, and staff see every client', async () => {
    const byDoc = await call('cliente', 'GET', `/api/services/cnib/consultas?documento=111.444.777-35`);
    expect(page(byDoc, cnibConsultationSchema)).toMatchObject({ total: 1, data: [{ id: indisponivelId }] });
    const user = t.fixture.users.cliente.id;
    const byUser = await call('cliente', 'GET', `/api/services/cnib/consultas?usuario_id=${user}&limit=2`);
    expect(page(byUser, cnibConsultationSchema)).toMatchObject({ total: 6, page: 1, limit: 2 });
    expect(page(byUser, cnibConsultationSchema).data).toHaveLength(2);
    const future = await call('cliente', 'GET', '/api/services/cnib/consultas?de=2099-01-01');
    expect(page(future, cnibConsultationSchema).total).toBe(0);
    const staff = await call('operador', 'GET', '/api/services/cnib/consultas');
    expect(page(staff, cnibConsultationSchema).total).toBe(6);
  });

  it('keeps another client out, by id, through filters and for credentials', async () => {
    const byId = await call('clienteB', 'GET', `/api/services/cnib/consultas/${livreId}`);
    expect(byId.statusCode).toBe(404);
    const recheck = await call('clienteB', 'POST', `/api/services/cnib/consultas/${livreId}/reconferencia`);
    expect(recheck.statusCode).toBe(404);
    const receipt = await call('clienteB', 'GET', `/api/services/cnib/consultas/${livreId}/comprovante`);
    expect(receipt.statusCode).toBe(404);
    const filtered = await call(
      'clienteB',
      'GET',
      `/api/services/cnib/consultas?client_id=${t.fixture.clientA.id}&documento=${ONR_CPF_LIVRE}`,
    );
    expect(page(filtered, cnibConsultationSchema).total).toBe(0);
    const exported = await call(
      'clienteB',
      'GET',
      `/api/services/cnib/consultas/export?client_id=${t.fixture.clientA.id}`,
    );
    expect(exported.body).not.toContain('529.982.247-25');
    const creds = await call(
      'clienteB',
      'GET',
      `/api/services/cnib/credentials?client_id=${t.fixture.clientA.id}`,
    );
    // a cliente's client_id is ignored: it reads its own client's status, never client A's
    expect(data(creds, cnibCredentialsStatusSchema).configurado).toBe(false);
  });

  it('exports the history as CSV', async () => {
    const res = await call(
      'cliente',
      'GET',
      '/api/services/cnib/consultas/export?formato=csv&resultado=indisponivel',
    );
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('Data e hora;Cliente;CPF/CNPJ');
    expect(lines.slice(1).every((l) => l.includes('Indisponível: SIM'))).toBe(true);
    expect(lines).toHaveLength(3);
  });

  it('gives a receipt PDF and a public verification that shows no name and no full CPF', async () => {
    const detail = data(
      await call('cliente', 'GET', `/api/services/cnib/consultas/${indisponivelId}`),
      cnibConsultationDetailSchema,
    );
    const pdf = await call('cliente', 'GET', `/api/services/cnib/consultas/${indisponivelId}/comprovante`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = join(t.dataDir, 'comprovante.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const part of [
      'Comprovante de consulta à CNIB',
      'Indisponível: SIM',
      detail.hash,
      'Cliente A',
      '111.444.777-35',
    ])
      expect(text).toContain(part);

    const code = String(detail.verificacao_url).split('/').at(-1);
    const pub = await t.app.inject({ method: 'GET', url: `/api/public/cnib/verificacao/${code}` });
    expect(data(pub, cnibVerificationSchema)).toEqual({
      hash: detail.hash,
      consultado_em: detail.consultado_em,
      resultado: 'indisponivel',
      documento_mascarado: '***.444.777-**',
    });
    expect(pub.body).not.toContain('FULANO');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/public/cnib/verificacao/AAAAAAAAAAAAAAAA',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
