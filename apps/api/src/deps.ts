import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createSessionRevocations, type SessionRevocations } from './lib/auth/revocations';
import { createTokenService, type TokenService } from './lib/auth/tokens';
import { type CaptchaVerifier, createCaptchaVerifier } from './lib/captcha';
import { createPgBossQueue } from './lib/jobs/pg-boss-queue';
import type { JobQueue } from './lib/jobs/types';
import { createDbKvStore } from './lib/kv/db-kv-store';
import type { KvStore } from './lib/kv/kv-store';
import { createRedisKvStore } from './lib/kv/redis-kv-store';
import { createQueuedMailer } from './lib/mail/mail-job';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { resolveJwtSecret } from './lib/secrets';
import { createStorage } from './lib/storage/create-storage';
import { createFileSigner, type FileSigner, type Storage } from './lib/storage/storage';

/** Everything a service may need, built once per process and reachable as `app.deps`. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  kv: KvStore;
  tokens: TokenService;
  revocations: SessionRevocations;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  storage: Storage;
  files: FileSigner;
  jobs: JobQueue;
  /** the SMTP/outbox delivery itself; everything else sends through `mailer`, which enqueues */
  mailTransport: Mailer;
  /** the process logger, for work outside a request (a request logs through `request.log`) */
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export function createDeps(config: Config, database: Database, log: FastifyBaseLogger): AppDeps {
  const secret = resolveJwtSecret(config.JWT_SECRET, config.dataDir);
  const files = createFileSigner(secret);
  const kv = config.REDIS_URL
    ? createRedisKvStore(config.REDIS_URL, config.REDIS_PREFIX)
    : createDbKvStore(database.db);
  const jobs = createPgBossQueue({
    database,
    log,
    worker: config.JOBS_WORKER,
    pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
  });
  return {
    config,
    database,
    db: database.db,
    kv,
    tokens: createTokenService(secret),
    revocations: createSessionRevocations(kv, Math.max(config.ACCESS_TOKEN_TTL, 86_400)),
    mailer: createQueuedMailer(jobs, database),
    captcha: createCaptchaVerifier(
      {
        secret: config.RECAPTCHA_SECRET,
        verifyUrl: config.RECAPTCHA_VERIFY_URL,
        minScore: config.RECAPTCHA_MIN_SCORE,
        action: config.RECAPTCHA_ACTION,
        hostnames: config.RECAPTCHA_HOSTNAMES.split(',')
          .map((h) => h.trim())
          .filter(Boolean),
      },
      log,
    ),
    storage: createStorage(config, files),
    files,
    jobs,
    mailTransport: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: join(config.dataDir, 'outbox'),
      log,
    }),
    log,
  };
}
