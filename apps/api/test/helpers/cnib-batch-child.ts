// A process that runs one CNIB batch, for src/modules/services/cnib/batch-kill.process.test.ts.
// Env: BATCH_ID; DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite in DATA_DIR/db); the CNIB_* and
// SERVICES_ENCRYPTION_KEY variables of the app. Prints "concluido" when the run returned.
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { runBatch } from '../../src/modules/services/cnib/batch-service';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  // the run below is the only work: no worker picks jobs (the reconciler would start the batch too)
  JOBS_WORKER: 'false',
});
const database = await openDatabase({ url: config.DATABASE_URL || undefined, dataDir: config.DATA_DIR });
const app = await buildApp({ config, database, logger: false });
await app.ready();
await runBatch(app.deps, process.env.BATCH_ID ?? '', {
  signal: new AbortController().signal,
  progress: async () => {},
});
console.log('concluido');
await app.close();
await database.close();
