import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  cnibVerificationSchema,
  formatCpf,
  lgpdAnonymisationResultSchema,
  lgpdReportSchema,
  lgpdRequestSchema,
  lgpdRetentionRules,
  lgpdSearchResultSchema,
} from '@siao/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { queryRows } from '../../db/raw';
import {
  aiAssistants,
  aiMessages,
  aiThreads,
  clients,
  cnibAlerts,
  cnibConsultations,
  cnibWatches,
  cnibWatchStates,
  faturaItens,
  faturas,
  learningCertificates,
  learningEnrollments,
  learningJourneys,
  lgpdRequests,
  ocrJobs,
  ocrPages,
  sessions,
  terms,
  termsAcceptances,
  users,
} from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { applyRetention } from '../retention';

interface Person {
  name: string;
  cpf: string;
  email: string;
  /** storage keys of this person's files */
  keys: string[];
  userId: string;
  clientId: string;
  verificationCode: string;
}

let t: TestApp;
let su: { authorization: string };
let subject: Person;
let other: Person;
let journeyId: string;
let termsId: string;
let assistantId: string;
let numero = 100;

async function seedPerson(name: string, cpf: string, email: string): Promise<Person> {
  const { db, storage } = t.app.deps;
  const tag = randomBytes(4).toString('hex');
  const bytes = Buffer.from(`Certidão de nascimento de ${name}, CPF ${formatCpf(cpf)}, e-mail ${email}`);
  const keys = ['avatar', 'file', 'pdf', 'page-img', 'page-pdf'].map((k) => `lgpd-test/${tag}/${k}`);
  for (const key of keys) await storage.put(key, bytes);
  const [avatarKey, fileKey, pdfKey, imageKey, pagePdfKey] = keys as [string, string, string, string, string];

  const [user] = await db
    .insert(users)
    .values({
      name,
      email,
      cpf,
      phone: '11987654321',
      avatarKey,
      role: 'cliente',
      clientId: t.fixture.clientA.id,
    })
    .returning();
  await db.insert(sessions).values({
    userId: user!.id,
    refreshHash: randomBytes(16).toString('hex'),
    ip: '10.1.2.3',
    userAgent: 'Firefox',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const [client] = await db
    .insert(clients)
    .values({
      personType: 'pf',
      document: cpf,
      legalName: name,
      email,
      phone: '1133334444',
      street: 'Rua das Flores',
      city: 'Campinas',
      uf: 'SP',
    })
    .returning();
  const [fatura] = await db
    .insert(faturas)
    .values({
      numero: numero++,
      clientId: client!.id,
      competencia: '2026-10',
      emissao: '2026-10-01',
      vencimento: '2026-10-10',
      totalCentavos: 12_345,
      observacoes: `Cobrança de ${name} (CPF ${formatCpf(cpf)})`,
    })
    .returning();
  await db.insert(faturaItens).values([
    {
      faturaId: fatura!.id,
      clientId: client!.id,
      posicao: 0,
      descricao: 'Mensalidade',
      quantidade: 1,
      valorUnitarioCentavos: 10_000,
      totalCentavos: 10_000,
    },
    {
      faturaId: fatura!.id,
      clientId: client!.id,
      posicao: 1,
      descricao: 'CNIB',
      quantidade: 1,
      valorUnitarioCentavos: 2_345,
      totalCentavos: 2_345,
    },
  ]);
  await db
    .insert(learningEnrollments)
    .values({ userId: user!.id, clientId: t.fixture.clientA.id, journeyId });
  await db.insert(learningCertificates).values({
    code: `C${tag}`,
    userId: user!.id,
    clientId: t.fixture.clientA.id,
    journeyId,
    learnerName: name,
    cpfMasked: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
    journeyTitle: 'LGPD no cartório',
    workloadHours: 2,
    completedAt: new Date(),
    credentialJwt: `jwt.${name}.${cpf}`,
  });
  const [job] = await db
    .insert(ocrJobs)
    .values({
      clientId: t.fixture.clientA.id,
      purpose: 'certidao',
      fileName: `certidao-${name}.pdf`,
      mime: 'application/pdf',
      sizeBytes: bytes.length,
      fileKey,
      searchablePdfKey: pdfKey,
      status: 'concluido',
      certidao: {
        kind: 'nascimento',
        fields: [
          { key: 'nome', label: 'Nome', value: name, confidence: 1 },
          { key: 'cpf', label: 'CPF', value: formatCpf(cpf), confidence: 1 },
        ],
        matricula: null,
      } as never,
    })
    .returning();
  await db.insert(ocrPages).values({
    jobId: job!.id,
    pageNo: 1,
    width: 100,
    height: 100,
    source: 'ocr',
    text: `Registrado: ${name}, CPF ${formatCpf(cpf)}`,
    words: [{ text: name } as never],
    confidence: 0.9,
    imageKey,
    pdfKey: pagePdfKey,
  });
  const verificationCode = randomBytes(12).toString('base64url');
  const [consultation] = await db
    .insert(cnibConsultations)
    .values({
      clientId: t.fixture.clientA.id,
      userId: t.fixture.users.operador.id,
      document: cpf,
      status: 'ok',
      indisponivel: true,
      qtdOrdens: 2,
      nomeRazao: name,
      hash: `HASHONR${tag}`,
      verificationCode,
      response: { data: { nomeRazao: name, documento: cpf, hash: `HASHONR${tag}` } },
    })
    .returning();
  await db.insert(cnibWatches).values({ clientId: t.fixture.clientA.id, document: cpf, userId: user!.id });
  await db.insert(cnibWatchStates).values({
    clientId: t.fixture.clientA.id,
    document: cpf,
    indisponivel: true,
    qtdOrdens: 2,
    checkedAt: new Date(),
  });
  await db.insert(cnibAlerts).values({
    clientId: t.fixture.clientA.id,
    document: cpf,
    message: `${name}: nova ordem de indisponibilidade`,
    consultationId: consultation!.id,
  });
  await writeAudit(
    db,
    {
      action: 'user.updated',
      entity: 'user',
      entityId: user!.id,
      details: { nome: name, cpf, email },
    },
    { actorId: t.fixture.users.admin.id, ip: '10.0.0.9' },
  );
  await writeAudit(db, { action: 'auth.login', entity: 'session', actorEmail: email }, { actorId: user!.id });
  await db.insert(termsAcceptances).values({
    userId: user!.id,
    termsId,
    version: 1,
    contentHash: 'abc',
    product: 'siaoseg',
    ip: '10.1.2.3',
  });
  const [thread] = await db
    .insert(aiThreads)
    .values({ ownerId: user!.id, ownerKind: 'user', assistantId, name: `Dúvida de ${name}` })
    .returning();
  // an attachment of the conversation, in storage like the converse module keeps one
  const attachmentKey = `threads/${thread!.id}/${randomBytes(8).toString('hex')}`;
  await storage.put(attachmentKey, bytes);
  keys.push(attachmentKey);
  await db.insert(aiMessages).values({
    threadId: thread!.id,
    role: 'user',
    content: [
      { type: 'text', text: `Meu CPF é ${cpf}` },
      {
        document_format: 'pdf',
        document_name: `certidao-${tag}.pdf`,
        file_key: attachmentKey,
        content_type: 'application/pdf',
      },
    ],
  });
  return { name, cpf, email, keys, userId: user!.id, clientId: client!.id, verificationCode };
}

const post = (url: string, payload: object, headers = su) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** Every text column of every table of the application that holds one of the strings. */
async function tracesOf(needles: string[]): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    t.app.deps.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const c of columns) {
    for (const needle of needles) {
      const rows = await queryRows(
        t.app.deps.db,
        sql`select 1 from ${sql.raw(`"${c.table_name}"`)}
            where strpos(lower(${sql.raw(`"${c.column_name}"`)}::text), lower(${needle})) > 0 limit 1`,
      );
      if (rows.length) found.push(`${c.table_name}.${c.column_name}: ${needle}`);
    }
  }
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const needlesOf = (p: Person) => [p.name, p.cpf, formatCpf(p.cpf), p.email];

beforeAll(async () => {
  t = await createTestApp();
  su = await t.authHeader('superadmin');
  const { db } = t.app.deps;
  const [journey] = await db
    .insert(learningJourneys)
    .values({ title: 'LGPD no cartório', workloadHours: 2 })
    .returning();
  journeyId = journey!.id;
  const [term] = await db
    .insert(terms)
    .values({ kind: 'termos_de_uso', product: 'siaoseg', title: 'Termos do SiãoSeg' })
    .returning();
  termsId = term!.id;
  const [assistant] = await db.insert(aiAssistants).values({ name: 'Assistente', model: 'x' }).returning();
  assistantId = assistant!.id;
  subject = await seedPerson('Joana Prudêncio Alves', '11144477735', 'joana.alves@exemplo.com.br');
  other = await seedPerson('Marcos Teodoro Lins', '12345678909', 'marcos.lins@exemplo.com.br');
}, 120_000);
afterAll(() => t?.close());

describe('Solicitações de titulares (LGPD)', () => {
  it('only a superadmin reaches the requests', async () => {
    for (const who of ['admin', 'operador', 'cliente'] as const) {
      const res = await post('/api/lgpd/search', { identificador: subject.cpf }, await t.authHeader(who));
      expect(res.statusCode).toBe(403);
    }
  });

  it('the access report holds every category of the person and nothing of another person', async () => {
    const search = data(
      await post('/api/lgpd/search', { identificador: formatCpf(subject.cpf) }),
      lgpdSearchResultSchema,
    );
    expect(search.titular_mascarado).toBe('***.444.777-**');

    const opened = await post('/api/lgpd/requests', { tipo: 'acesso', identificador: subject.email });
    expect(opened.statusCode).toBe(201);
    const request = data(opened, lgpdRequestSchema);
    expect(request).toMatchObject({
      status: 'aberta',
      dias_restantes: 15,
      titular_mascarado: 'j***@exemplo.com.br',
    });
    const [stored] = await t.app.deps.db.select().from(lgpdRequests).where(eq(lgpdRequests.id, request.id));
    expect(JSON.stringify(stored)).not.toContain(subject.email);

    const wrong = await post(`/api/lgpd/requests/${request.id}/report`, { identificador: other.email });
    expect(apiError(wrong).code).toBe('LGPD_SUBJECT_MISMATCH');

    const report = data(
      await post(`/api/lgpd/requests/${request.id}/report`, { identificador: subject.email }),
      lgpdReportSchema,
    );
    expect(report.categorias.map((c) => c.categoria)).toEqual(lgpdRetentionRules.map((r) => r.categoria));
    for (const c of report.categorias) {
      expect(c.registros.length, c.categoria).toBeGreaterThan(0);
      expect(c.base_legal).not.toBe('');
    }
    const text = JSON.stringify(report);
    expect(text).toContain(subject.name);
    expect(text).toContain(formatCpf(subject.cpf));
    for (const needle of needlesOf(other)) expect(text).not.toContain(needle);
    expect(report.correcao.map((l) => l.caminho)).toEqual([
      `/users/${subject.userId}`,
      `/client/${subject.clientId}`,
    ]);

    const pdf = await post(`/api/lgpd/requests/${request.id}/report.pdf`, { identificador: subject.email });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const closed = await post(`/api/lgpd/requests/${request.id}/close`, {
      status: 'concluida',
      resultado: 'Relatório enviado ao titular por e-mail.',
    });
    expect(data(closed, lgpdRequestSchema)).toMatchObject({ status: 'concluida', dias_restantes: null });
    const again = await post(`/api/lgpd/requests/${request.id}/close`, {
      status: 'recusada',
      resultado: 'x',
    });
    expect(apiError(again).code).toBe('LGPD_REQUEST_CLOSED');
  });

  it('anonymisation keeps faturas, audit and CNIB receipts verifiable and leaves no trace of the person', async () => {
    const { db } = t.app.deps;
    const totals = () =>
      queryRows(
        db,
        sql`select f.numero, f.total_centavos::int as total, sum(i.total_centavos)::int as itens
            from faturas f join fatura_itens i on i.fatura_id = f.id group by f.id order by f.numero`,
      );
    const resumo = () => queryRows(db, sql`select * from fatura_resumo order by tipo, dia`);
    const audit = () => queryRows<{ id: string }>(db, sql`select id from audit_logs order by created_at, id`);
    const verify = async (code: string) =>
      data(await t.app.inject({ url: `/api/public/cnib/verificacao/${code}` }), cnibVerificationSchema);
    const totalsBefore = await totals();
    const resumoBefore = await resumo();
    const auditBefore = await audit();
    const receiptBefore = await verify(subject.verificationCode);
    const otherReceipt = await verify(other.verificationCode);
    expect(await tracesOf(needlesOf(subject))).not.toEqual([]);

    const access = data(
      await post('/api/lgpd/requests', { tipo: 'acesso', identificador: subject.cpf }),
      lgpdRequestSchema,
    );
    expect(
      apiError(await post(`/api/lgpd/requests/${access.id}/anonymise`, { identificador: subject.cpf })).code,
    ).toBe('LGPD_WRONG_TYPE');
    const request = data(
      await post('/api/lgpd/requests', { tipo: 'anonimizacao', identificador: formatCpf(subject.cpf) }),
      lgpdRequestSchema,
    );
    const res = await post(`/api/lgpd/requests/${request.id}/anonymise`, { identificador: subject.cpf });
    const result = data(res, lgpdAnonymisationResultSchema);
    expect(result.solicitacao).toMatchObject({ status: 'concluida' });
    expect(result.arquivos_apagados).toBe(subject.keys.length);

    // faturas: same numbers and totals, still the sum of their items; the running totals unchanged
    expect(await totals()).toEqual(totalsBefore);
    for (const f of await totals()) expect(f.total).toBe(f.itens);
    expect(await resumo()).toEqual(resumoBefore);
    // audit: nothing removed, order unchanged (the anonymisation adds its own entries)
    const auditAfter = (await audit()).map((a) => a.id);
    expect(auditAfter.filter((id) => auditBefore.some((b) => b.id === id))).toEqual(
      auditBefore.map((a) => a.id),
    );
    // CNIB receipt: same hash, date and result; the document shows the pseudonym
    expect(await verify(subject.verificationCode)).toEqual({
      ...receiptBefore,
      documento_mascarado: expect.stringMatching(/^TITULAR-[0-9A-F]{10}$/),
    });
    expect(await verify(other.verificationCode)).toEqual(otherReceipt);

    // no trace of the person in any column of any table, nor in any stored file
    expect(await tracesOf(needlesOf(subject))).toEqual([]);
    for (const key of subject.keys) expect(await t.app.deps.storage.stat(key)).toBeNull();
    for (const file of filesUnder(join(t.dataDir, 'files'))) {
      const bytes = readFileSync(file).toString('utf8');
      for (const needle of needlesOf(subject)) expect(bytes, file).not.toContain(needle);
    }
    // the other person is untouched
    expect((await tracesOf(needlesOf(other))).length).toBeGreaterThan(10);
    for (const key of other.keys) expect(await t.app.deps.storage.stat(key)).not.toBeNull();

    // the same person gets the same pseudonym; the kept rows carry it
    const [user] = await db.select().from(users).where(eq(users.id, subject.userId));
    expect(user).toMatchObject({ name: result.pseudonimo, cpf: null, active: false, passwordHash: null });
    const [client] = await db.select().from(clients).where(eq(clients.id, subject.clientId));
    expect(client?.legalName).toBe(result.pseudonimo);
  }, 90_000);

  it('the retention job applies the automatic rules of the table', async () => {
    const { db } = t.app.deps;
    const [old] = await db
      .insert(sessions)
      .values({
        userId: t.fixture.users.operador.id,
        refreshHash: randomBytes(16).toString('hex'),
        expiresAt: new Date(Date.now() - 200 * 86_400_000),
        lastUsedAt: new Date(Date.now() - 185 * 86_400_000),
      })
      .returning();
    const done = await applyRetention(t.app.deps, new Date());
    expect(Object.keys(done).sort()).toEqual(
      lgpdRetentionRules
        .filter((r) => r.dias !== null)
        .map((r) => r.categoria)
        .sort(),
    );
    expect(await db.select().from(sessions).where(eq(sessions.id, old!.id))).toEqual([]);
    expect((await db.select().from(sessions).where(eq(sessions.userId, other.userId))).length).toBe(1);
    // a request closed more than 5 years ago is deleted, a recent one stays
    const recent = await db.select().from(lgpdRequests);
    const in6Years = new Date(Date.now() + 6 * 365 * 86_400_000);
    await applyRetention(t.app.deps, in6Years);
    const left = await db.select().from(lgpdRequests);
    expect(left.length).toBeLessThan(recent.length);
    expect(left.every((r) => r.status === 'aberta')).toBe(true);
  });
});
