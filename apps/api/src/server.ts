import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './db/seed';
import { warmFileWorkers } from './lib/files/safe-files';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  // file workers load pdf.js, mammoth and exceljs in the background (issue 11)
  warmFileWorkers().catch((err: unknown) => app.log.warn({ err }, 'Falha ao iniciar os workers de arquivos'));

  const seedDemo = config.SEED_DEMO ?? !config.DATABASE_URL;
  if (seedDemo) {
    const logins = await seedDemoIfEmpty(app.deps);
    if (logins) {
      const lines = logins.map((l) => `  ${l.role.padEnd(11)} ${l.email}  senha: ${l.password}`);
      app.log.info(`Dados de demonstração criados. Acessos:\n${lines.join('\n')}`);
      console.log(`\nDados de demonstração criados. Acessos de demonstração:\n${lines.join('\n')}\n`);
    }
  }

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
  console.log(`Sião em ${config.PUBLIC_URL} (banco: ${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
