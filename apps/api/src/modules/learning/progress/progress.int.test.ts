import { dashboardSchema, learnerProgressSchema, progressSummaryRowSchema } from '@siao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { data, page } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { learningEnrollments, learningJourneys } from '../../../db/schema';
import { seedLearning } from '../../../seed/learning';

let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedLearning(t.app.deps, t.fixture.clientA, t.fixture.users.cliente.email);
  staff = await t.authHeader('operador');
}, 180_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff });

describe('SiãoSeg staff progress', () => {
  it('lists each learner per journey with status, steps, certificate; filters by client and status', async () => {
    const a = t.fixture.clientA.id;
    const progress = page(await get(`/api/learning/progress?client_id=${a}`), learnerProgressSchema);
    expect(progress.total).toBe(2);
    const rows = progress.data;
    const welcome = rows.find((r) => r.status === 'concluida')!;
    expect(welcome).toMatchObject({
      steps_done: 2,
      steps_total: 2,
      user_email: t.fixture.users.cliente.email,
    });
    expect(welcome.certificate_id).not.toBeNull();
    const main = rows.find((r) => r.journey_title === 'Segurança da informação e LGPD no cartório')!;
    expect(main).toMatchObject({
      status: 'em_andamento',
      steps_done: 2,
      steps_total: 6,
      certificate_id: null,
    });
    expect(main.due_at).not.toBeNull();
    const b = page(
      await get(`/api/learning/progress?client_id=${t.fixture.clientB.id}`),
      learnerProgressSchema,
    );
    expect(b.total).toBe(0);
    const done = page(await get(`/api/learning/progress?status=concluida`), learnerProgressSchema);
    expect(done.data.map((r) => r.journey_id)).toEqual([welcome.journey_id]);
    const bad = await get('/api/learning/progress?status=perdida');
    expect(bad.statusCode).toBe(400);
  });

  it('marks an enrolment past its due date as overdue', async () => {
    const [journey] = await t.app.deps.db
      .select()
      .from(learningJourneys)
      .where(eq(learningJourneys.title, 'Segurança da informação e LGPD no cartório'));
    await t.app.deps.db
      .update(learningEnrollments)
      .set({ enrolledAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(and(eq(learningEnrollments.journeyId, journey!.id)));
    const late = page(await get('/api/learning/progress?status=atrasada'), learnerProgressSchema);
    expect(late.data.map((r) => r.journey_id)).toEqual([journey!.id]);
  });

  it('summarises completion by client and journey, and exports it as CSV and XLSX', async () => {
    const summary = await get('/api/learning/progress/summary');
    expect(summary.statusCode, summary.body).toBe(200);
    const rows = data(summary, z.array(progressSummaryRowSchema));
    const welcome = rows.find((r) => r.journey_title === 'Boas-vindas: uso seguro do Sião')!;
    expect(welcome).toMatchObject({ enrolled: 1, concluida: 1, completion_percent: 100 });
    const main = rows.find((r) => r.journey_title.startsWith('Segurança'))!;
    expect(main).toMatchObject({ enrolled: 1, atrasada: 1, completion_percent: 0 });
    const csv = await get('/api/learning/progress/summary?formato=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Cliente;Jornada;Inscritos');
    expect(csv.body).toContain('Boas-vindas: uso seguro do Sião');
    const xlsx = await get('/api/learning/progress/export?formato=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const learners = await get('/api/learning/progress/export?formato=csv&status=concluida');
    expect(learners.body.trim().split('\r\n')).toHaveLength(2);
    expect(learners.body).toContain(';Concluída;');
  });

  it('fills the dashboard card: per client for staff, its own for a cliente', async () => {
    const staffCard = data(await get('/api/dashboard'), dashboardSchema).treinamentos;
    expect(staffCard.por_cliente).toContainEqual(
      expect.objectContaining({ client_id: t.fixture.clientA.id, concluidos: 1, total: 2 }),
    );
    const mine = await t.app.inject({ url: '/api/dashboard', headers: await t.authHeader('clienteB') });
    expect(data(mine, dashboardSchema).treinamentos.por_cliente).toEqual([]);
  });

  it('never shows progress to a cliente', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/learning/progress',
      headers: await t.authHeader('cliente'),
    });
    expect(res.statusCode).toBe(403);
  });
});
