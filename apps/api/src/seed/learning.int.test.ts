import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { learnerJourneySchema, quizSummarySchema, showAnswersLeaksKey } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { data, page } from '../../test/helpers/json';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { seedLearning } from './learning';
import { seedSettings } from './settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSettings(t.app.deps);
  await seedLearning(t.app.deps, t.fixture.clientA, t.fixture.users.cliente.email);
}, 180_000);
afterAll(() => t?.close());

describe('SiãoSeg demo seed', () => {
  it('creates the demo journey with 3 trails, 3 quizzes and at least 20 questions', async () => {
    const quizzes = page(
      await t.app.inject({ url: '/api/learning/quizzes', headers: await t.authHeader('superadmin') }),
      quizSummarySchema,
    ).data;
    expect(quizzes).toHaveLength(3);
    expect(quizzes.reduce((n, q) => n + q.question_count, 0)).toBeGreaterThanOrEqual(20);
    // no demo quiz hands out its answer key to a blank attempt
    expect(quizzes.filter(showAnswersLeaksKey).map((q) => q.title)).toEqual([]);
  });

  it('enrols the demo cliente with the first trail completed', async () => {
    const mine = data(
      await t.app.inject({ url: '/api/learning/me/journeys', headers: await t.authHeader('cliente') }),
      z.array(learnerJourneySchema),
    );
    expect(mine[0]!.title).toBe('Segurança da informação e LGPD no cartório');
    expect(mine[0]!.trails).toHaveLength(3);
    expect(mine[0]!.trails[0]!.steps.every((s) => s.status === 'concluida')).toBe(true);
    expect(mine[0]!.trails[1]!.steps.map((s) => s.status)).toEqual(['disponivel', 'bloqueada']);
  });

  it('shows the demo cliente a completed journey with its certificate', async () => {
    const headers = await t.authHeader('cliente');
    const mine = data(
      await t.app.inject({ url: '/api/learning/me/journeys', headers }),
      z.array(learnerJourneySchema),
    );
    const welcome = mine.find((j) => j.title === 'Boas-vindas: uso seguro do Sião')!;
    expect(welcome.completed_at).not.toBeNull();
    expect(welcome.trails[0]!.steps.map((s) => s.kind)).toEqual(['documento', 'licao']);
    const pdf = await t.app.inject({
      url: `/api/learning/certificates/${welcome.certificate_id}/pdf`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const name = 'Certificado_Boas_vindas_uso_seguro_do_Siao_Cliente_A.pdf';
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );

    // a document a cartório files: issuer, signer, verification, and a lower band that is not empty
    const file = join(t.dataDir, 'certificado.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const cert = data(
      await t.app.inject({ url: `/api/learning/certificates/${welcome.certificate_id}`, headers }),
      z.object({ code: z.string(), verify_url: z.string() }),
    );
    for (const line of [
      'Sião Tecnologia Ltda. (demonstração)',
      'CERTIFICADO DE CONCLUSÃO',
      'Cliente A',
      'Boas-vindas: uso seguro do Sião',
      'Helena Martins',
      'Coordenadora do SiãoSeg',
      cert.code,
      cert.verify_url,
    ])
      expect(text).toContain(line);
    const bbox = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    const height = Number(/<page width="[\d.]+" height="([\d.]+)"/.exec(bbox)?.[1]);
    const lowWords = [...bbox.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)"[^>]*>([^<]*)</g)]
      .filter((m) => Number(m[1]) > height * 0.6)
      .map((m) => m[2]);
    expect(lowWords).toEqual(expect.arrayContaining(['Helena', 'Martins', 'Confira']));
  });
});
