/**
 * CNIB batch of 500 documents against the fake ONR (the tests' real HTTP server on 127.0.0.1) answering every
 * consultation in 50 ms: wall time from POST /lotes to 500/500, CPU of this process (API + job worker), ONR calls
 * and token requests. The whole product path runs: validation, batch rows, pg-boss job, shared rate limit, OAuth,
 * ONR call, storing the answer, usage, audit, progress.
 *
 *   node --import tsx bench/cnib-batch.ts                    # PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/cnib-batch.ts
 *   BENCH_N=500 BENCH_LATENCY_MS=50 BENCH_RATE=1000          # documents, ONR latency, CNIB_RATE_PER_SECOND
 */
import { startFakeOnr, validCpfs } from '../apps/api/test/fakes/fake-onr';
import { createTestApp } from '../apps/api/test/helpers/test-app';

const N = Number(process.env.BENCH_N ?? 500);
const LATENCY = Number(process.env.BENCH_LATENCY_MS ?? 50);
const RATE = process.env.BENCH_RATE ?? '1000';

async function main() {
  const onr = await startFakeOnr(undefined, undefined, { latencyMs: LATENCY });
  const t = await createTestApp({
    SERVICES_ENCRYPTION_KEY: 'c3'.repeat(32),
    CNIB_TOKEN_URL: onr.tokenUrl,
    CNIB_BASE_URL_HOMOLOGACAO: onr.baseUrl,
    CNIB_RATE_PER_SECOND: RATE,
    CNIB_RETRY_BACKOFF_MS: '0,0',
    JOBS_POLL_SECONDS: '0.5',
  });
  try {
    const headers = await t.authHeader('cliente');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/services/cnib/credentials',
      headers,
      payload: {
        onr_client_id: onr.clientId,
        onr_client_secret: onr.clientSecret,
        cpf_usuario: '52998224725',
        ambiente: 'homologacao',
      },
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
    const documentos = validCpfs(N, 7);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services/cnib/lotes',
      headers,
      payload: { documentos, finalidade: 'bench' },
    });
    if (created.statusCode !== 200) throw new Error(created.body);
    const id = created.json().data.id as string;
    let batch: { status: string; feitos: number; falhas: number; total: number };
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      batch = (await t.app.inject({ url: `/api/services/cnib/lotes/${id}`, headers })).json().data;
      if (batch.status === 'concluido') break;
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    console.log(
      `\nLote CNIB: ${batch.feitos}/${batch.total} (${batch.falhas} falhas), ONR ${LATENCY} ms por consulta, ` +
        `CNIB_RATE_PER_SECOND=${RATE}, ${t.app.deps.database.kind}`,
    );
    console.log(`tempo total        ${seconds.toFixed(1)} s  (${(N / seconds).toFixed(1)} consultas/s)`);
    console.log(
      `CPU do processo    ${cpuSeconds.toFixed(1)} s  (${((cpuSeconds / seconds) * 100).toFixed(0)}% de um núcleo; ` +
        `${((cpuSeconds * 1000) / N).toFixed(1)} ms por consulta)`,
    );
    console.log(`chamadas ao ONR    ${onr.calls.length}; pedidos de token ${onr.tokenRequests.length}`);
    console.log(
      `latência mínima    ${((N * LATENCY) / 1000).toFixed(1)} s (uma consulta por vez, ${LATENCY} ms cada)`,
    );
  } finally {
    await t.close();
    await onr.close();
  }
}

await main();
