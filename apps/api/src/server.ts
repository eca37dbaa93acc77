import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runPrimary, workerCount } from './lib/cluster/primary';
import { warmFileWorkers } from './lib/files/safe-files';
import { serveWorkerMetrics } from './lib/metrics/cluster-metrics';
import { warmConverseRoute } from './modules/ai/converse/service';
import { seedDemoIfEmpty } from './seed';

/** The demo seed on an empty database (default: on with the embedded database), printing the logins. */
async function seedIfAsked(config: Config, app: FastifyInstance): Promise<void> {
  // the seed enqueues jobs (text extraction, e-mail): the queue (pg-boss schema) starts with the app
  await app.ready();
  if (!(config.SEED_DEMO ?? !config.DATABASE_URL)) return;
  const logins = await seedDemoIfEmpty(app.deps);
  if (!logins) return;
  const lines = logins.map((l) => `  ${l.role.padEnd(11)} ${l.email}  senha: ${l.password}`);
  app.log.info(`Dados de demonstração criados. Acessos:\n${lines.join('\n')}`);
  console.log(`\nDados de demonstração criados. Acessos de demonstração:\n${lines.join('\n')}\n`);
}

/** The cluster's primary runs the migrations and the seed once, before forking the workers. */
async function prepareCluster(config: Config): Promise<void> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    queuePoolMax: config.JOBS_DB_POOL_MAX,
  });
  await database.migrate();
  // the primary closes this app at once: it runs no job (the seed's wait for the workers), so none is cut short
  const app = await buildApp({ config: { ...config, JOBS_WORKER: false }, database, logger: false });
  await seedIfAsked(config, app);
  await app.close();
  await database.close();
}

/** One HTTP server process: the whole product, or one worker of the cluster (already prepared). */
async function serve(config: Config, options: { prepare: boolean }): Promise<void> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    queuePoolMax: config.JOBS_DB_POOL_MAX,
  });
  if (options.prepare) await database.migrate();
  const app = await buildApp({ config, database });
  if (options.prepare) await seedIfAsked(config, app);
  // file workers load pdf.js, mammoth and exceljs in the background (issue 11)
  warmFileWorkers().catch((err: unknown) => app.log.warn({ err }, 'Falha ao iniciar os workers de arquivos'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando: aguardando requisições em andamento');
    // close() stops accepting connections and waits for in-flight requests before onClose hooks run
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'falha ao encerrar');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // the first conversation after boot must not pay for compiling its route (a failure costs only that)
  warmConverseRoute(app).catch((err: unknown) => app.log.warn({ err }, 'converse route warm-up failed'));
  if (!cluster.isWorker) console.log(`Sião em ${config.PUBLIC_URL} (banco: ${database.kind})`);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (cluster.isWorker) {
    serveWorkerMetrics();
    return serve(config, { prepare: false });
  }
  const workers = workerCount(config);
  if (workers === 1) return serve(config, { prepare: true });
  await prepareCluster(config);
  runPrimary(workers);
  console.log(`Sião em ${config.PUBLIC_URL} (banco: postgres, ${workers} processos)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
