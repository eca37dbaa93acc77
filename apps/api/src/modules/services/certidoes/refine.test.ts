import type { CertidaoField } from '@siao/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeOpenAi } from '../../../../test/fakes/fake-openai';
import { loadConfig } from '../../../config';
import type { Extraction } from './extract';
import { matriculaIn } from './matricula-parts';
import { REFINED_REASON, refineExtraction } from './refine';
import { createCertidaoRefiner } from './refine-service';

// the LLM is the OpenAI-compatible fake of the AI tests: real HTTP on 127.0.0.1, Chat Completions stream
const fake = createFakeOpenAi();
let baseURL = '';
beforeAll(async () => {
  baseURL = `${await fake.start()}/v1`;
});
afterAll(() => fake?.stop());
beforeEach(() => fake.reset());

const MATRICULA = '104539 01 55 2013 1 00012 021 0000123 21';
const field = (key: string, value: string): CertidaoField => ({
  key,
  label: key,
  value,
  confidence: 0.9,
  box: null,
  review: false,
  reasons: [],
});
function extraction(cpf = '529.982.247-25'): Extraction {
  const matricula = matriculaIn(MATRICULA);
  return {
    kind: 'nascimento',
    matricula,
    fields: [
      field('nome', 'JOAO DA S1LVA'),
      field('cpf', cpf),
      field('matricula', matricula?.formatted ?? ''),
      field('numero_dnv', ''),
    ],
  };
}
const refiner = (env: Record<string, string> = {}) =>
  createCertidaoRefiner(
    loadConfig({
      NODE_ENV: 'test',
      OCR_LLM_REFINE: 'true',
      OPENAI_COMPAT_BASE_URL: baseURL,
      AI_MAX_RETRIES: '0',
      ...env,
    } as NodeJS.ProcessEnv),
  );
const refine = (answer: string[] | { status: number }, base = extraction()) => {
  fake.enqueue(Array.isArray(answer) ? { chunks: answer } : answer);
  const complete = refiner();
  if (!complete) throw new Error('refiner not configured');
  return refineExtraction(
    base,
    'CERTIDÃO DE NASCIMENTO\nNOME JOÃO DA SILVA',
    complete,
    AbortSignal.timeout(20_000),
  );
};
const byKey = (e: Extraction) => Object.fromEntries(e.fields.map((f) => [f.key, f]));

describe('LLM refinement of a certidão', () => {
  it('is off unless asked for and a provider is configured: the rule-based extractor stays the default', () => {
    expect(createCertidaoRefiner(loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv))).toBeNull();
    expect(
      createCertidaoRefiner(
        loadConfig({ NODE_ENV: 'test', OPENAI_COMPAT_BASE_URL: baseURL } as NodeJS.ProcessEnv),
      ),
    ).toBeNull();
    expect(refiner()).not.toBeNull();
  });

  it('takes refined values marked for review, never over a matrícula or CPF that passed its check digits', async () => {
    const answer = JSON.stringify({
      nome: 'JOÃO DA SILVA',
      cpf: '111.444.777-35',
      matricula: '000000 00 00 0000 0 00000 000 0000000 00',
      numero_dnv: '12345678901',
    });
    const refined = await refine(['Claro! ```json\n', answer.slice(0, 20), answer.slice(20), '\n```']);
    const f = byKey(refined);
    expect(f.nome).toMatchObject({ value: 'JOÃO DA SILVA', refined: true, review: true });
    expect(f.nome?.reasons).toContain(REFINED_REASON);
    expect(f.numero_dnv).toMatchObject({ value: '12345678901', refined: true, review: true });
    expect(f.cpf).toMatchObject({ value: '529.982.247-25', review: false });
    expect(f.cpf?.refined).toBeUndefined();
    expect(f.matricula?.value).toBe(matriculaIn(MATRICULA)?.formatted);
    expect(refined.matricula?.digits).toBe(matriculaIn(MATRICULA)?.digits);
    // the prompt carried the OCR text and the rule-based fields
    const sent = JSON.stringify(fake.requests[0]?.body);
    expect(sent).toContain('NOME JOÃO DA SILVA');
    expect(sent).toContain('JOAO DA S1LVA');
  });

  it('takes a CPF the rules could not read only when its check digits pass', async () => {
    const unreadable = extraction('529.9B2.2??-25');
    const wrong = byKey(await refine([JSON.stringify({ cpf: '529.982.247-26' })], unreadable));
    expect(wrong.cpf).toMatchObject({ value: '529.9B2.2??-25' });
    const right = byKey(await refine([JSON.stringify({ cpf: '52998224725' })], unreadable));
    expect(right.cpf).toMatchObject({ value: '529.982.247-25', refined: true, review: true });
  });

  it('ignores a garbage or malicious answer and an upstream failure: the extraction stays as it was', async () => {
    const before = extraction();
    for (const answer of [
      ['<html>não sou JSON</html>'],
      ['{"nome": "JOÃO", '],
      ['[1, 2, 3]'],
      [
        JSON.stringify({
          __proto__: { review: false },
          constructor: 'x',
          campo_inventado: '<script>alert(1)</script>',
          nome: { $ne: null },
          numero_dnv: 42,
          cpf: '; DROP TABLE ocr_jobs; --',
        }),
      ],
    ]) {
      expect(await refine(answer, before)).toEqual(before);
    }
    expect(await refine({ status: 500 }, before)).toEqual(before);
  });

  it('caps an oversized value and strips control characters', async () => {
    const refined = byKey(
      await refine([JSON.stringify({ nome: `JOÃO\u0000\u001b[31m${'A'.repeat(5000)}` })]),
    );
    expect(refined.nome?.value.length).toBeLessThanOrEqual(1000);
    expect([...(refined.nome?.value ?? '')].every((c) => c.charCodeAt(0) >= 32)).toBe(true);
  });
});
