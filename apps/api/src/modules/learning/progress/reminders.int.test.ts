import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { seedLearning } from '../../../seed/learning';
import { sendLearningReminders } from './reminders';

let t: TestApp;
const DAY = 86_400_000;
const outbox = () => {
  const dir = join(t.dataDir, 'outbox');
  // quoted-printable bodies decoded, so assertions read the text as the learner does
  const decode = (raw: Buffer) =>
    Buffer.from(
      raw
        .toString('latin1')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return existsSync(dir) ? readdirSync(dir).map((f) => decode(readFileSync(join(dir, f)))) : [];
};

beforeAll(async () => {
  t = await createTestApp({ LEARNING_REMINDER_DAYS: '7' });
  // the demo journey is due 30 days after enrolment (now); the welcome journey is completed
  await seedLearning(t.app.deps, t.fixture.clientA, t.fixture.users.cliente.email);
}, 180_000);
afterAll(() => t?.close());

describe('SiãoSeg reminders', () => {
  it('sends nothing on a day that is neither N days before the due date nor overdue', async () => {
    expect(await sendLearningReminders(t.app.deps, new Date(Date.now() + 10 * DAY))).toBe(0);
  });

  it('reminds the learner N days before the due date, once that day, and summarises for the client', async () => {
    const day = new Date(Date.now() + 23 * DAY);
    const sent = await sendLearningReminders(t.app.deps, day);
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(await sendLearningReminders(t.app.deps, day)).toBe(0);
    await vi.waitFor(() => expect(outbox().length).toBe(sent));
    const learnerMail = outbox().find((m) => m.includes('Lembrete: prazo de treinamento'))!;
    expect(learnerMail).toContain(t.fixture.users.cliente.email);
    expect(learnerMail).toContain('Segurança da informação e LGPD no cartório');
    expect(learnerMail).not.toContain('Boas-vindas');
  });

  it('reminds an overdue learner on the first day late', async () => {
    const before = outbox().length;
    const sent = await sendLearningReminders(t.app.deps, new Date(Date.now() + 31 * DAY));
    expect(sent).toBeGreaterThanOrEqual(1);
    await vi.waitFor(() => expect(outbox().length).toBe(before + sent));
    expect(outbox().some((m) => m.includes('Treinamento com prazo vencido'))).toBe(true);
  });
});
