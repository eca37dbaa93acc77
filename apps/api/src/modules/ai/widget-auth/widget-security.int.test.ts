import { assistantSchema, threadSchema, widgetTokenResponseSchema } from '@siao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, data } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { auditLogs, clients } from '../../../db/schema';
import { seedAi } from '../../../seed/ai';
import { DEMO_CLIENT_DOCUMENT } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WIDGET_DEMO: 'true' });
  await seedAi(t.app.deps);
});
afterAll(() => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const demoToken = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/widget/demo-token' });
  expect(res.statusCode).toBe(200);
  return data(res, widgetTokenResponseSchema);
};
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());

describe('the widget demo token (WIDGET_DEMO=true)', () => {
  it('is issued for the dedicated demo client, never a real one', async () => {
    const { authToken } = await demoToken();
    const [demo] = await t.app.deps.db
      .select()
      .from(clients)
      .where(eq(clients.document, DEMO_CLIENT_DOCUMENT));
    expect(demo).toBeDefined();
    expect(claimsOf(authToken).cid).toBe(demo!.id);
    expect([t.fixture.clientA.id, t.fixture.clientB.id]).not.toContain(claimsOf(authToken).cid);
  });

  it('gives each visitor a fresh widget user: a second visitor neither lists nor reads nor deletes the first one’s thread', async () => {
    const first = await demoToken();
    const second = await demoToken();
    expect(claimsOf(first.authToken).sub).not.toBe(claimsOf(second.authToken).sub);
    const assistants = data(
      await t.app.inject({ method: 'GET', url: '/api/assistants', headers: bearer(first.authToken) }),
      z.array(assistantSchema),
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/threads',
      headers: bearer(first.authToken),
      payload: { name: 'Conversa do primeiro visitante', ai_engine_org_id: assistants[0]!.id },
    });
    expect(created.statusCode).toBe(200);
    const threadId = data(created, threadSchema).id;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/threads',
      headers: bearer(second.authToken),
    });
    expect(list.body).not.toContain(threadId);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/threads/${threadId}`,
        headers: bearer(second.authToken),
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('Origin: null', () => {
  it('is not an allowed origin and never a 500', async () => {
    const origin = { origin: 'null' };
    const demo = await t.app.inject({ method: 'GET', url: '/api/widget/demo-token', headers: origin });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['access-control-allow-origin']).toBeUndefined();
    const { authToken, refreshToken } = data(demo, widgetTokenResponseSchema);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/widget/refresh',
      headers: origin,
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['access-control-allow-origin']).toBeUndefined();
    const tokens = await t.app.inject({
      method: 'POST',
      url: '/api/widget/tokens',
      headers: origin,
      payload: { user_name: 'Ana', external_user_id: 'ext-null' },
    });
    expect(tokens.statusCode).toBe(401);
    // a widget token from a null origin is refused like any origin the client did not list
    const call = await t.app.inject({
      method: 'GET',
      url: '/api/assistants',
      headers: { ...bearer(authToken), ...origin },
    });
    expect(call.statusCode).toBe(403);
    expect(apiError(call).code).toBe('WIDGET_ORIGIN_NOT_ALLOWED');
  });
});

describe('widget refresh-token reuse', () => {
  it('ends the whole widget session and is audited', async () => {
    const first = await demoToken();
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/widget/refresh', payload: { refreshToken } });
    const rotated = data(await refresh(first.refreshToken), widgetTokenResponseSchema);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    const assistants = await t.app.inject({
      method: 'GET',
      url: '/api/assistants',
      headers: bearer(rotated.authToken),
    });
    expect(assistants.statusCode).toBe(401);
    const audit = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'widget_session.refresh_reuse'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.entityId).toBe(claimsOf(rotated.authToken).sid);
  });
});
