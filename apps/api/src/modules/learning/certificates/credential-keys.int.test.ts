import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../../../../test/helpers/fixture';
import { openTestDatabase } from '../../../../test/helpers/test-database';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { learningCertificates } from '../../../db/schema';
import { saveJourney } from '../authoring/content-service';
import { issueCertificate } from './certificate-service';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Two instances behind a load balancer: the same database and JWT_SECRET, each its own data folder. */
async function twoInstances() {
  const { database, drop } = await openTestDatabase();
  cleanups.push(drop);
  const apps: FastifyInstance[] = [];
  for (const worker of [true, false]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'siao-instance-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'segredo-compartilhado-pelas-instancias-0123456789',
      JOBS_WORKER: String(worker),
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    cleanups.push(() => app.close());
    apps.push(app);
  }
  return apps as [FastifyInstance, FastifyInstance];
}

describe('SiãoSeg certificate signing key', () => {
  it('a certificate issued by one instance verifies against another instance’s JWKS', async () => {
    const [a, b] = await twoInstances();
    // the other instance publishes its key first: both must end up with the same one
    const jwksB = (await b.inject({ url: '/.well-known/jwks.json' })).json() as JSONWebKeySet;
    const fixture = await seedFixture(a.deps.db, 'senha-de-teste-123');
    const learner = fixture.users.cliente;
    const journeyId = await saveJourney(
      a.deps,
      null,
      { title: 'Jornada assinada', workload_hours: 2, published: true },
      { actorId: null },
    );
    await issueCertificate(a.deps, learner.id, learner.clientId!, journeyId, new Date());
    const [cert] = await a.deps.db
      .select()
      .from(learningCertificates)
      .where(eq(learningCertificates.journeyId, journeyId));
    const { payload } = await jwtVerify(cert!.credentialJwt, createLocalJWKSet(jwksB));
    expect(payload.jti).toBe(`urn:uuid:${cert!.id}`);
    const jwksA = (await a.inject({ url: '/.well-known/jwks.json' })).json() as JSONWebKeySet;
    expect(jwksA).toEqual(jwksB);
  }, 120_000); // two apps on two databases: more than the default on a loaded machine
});
