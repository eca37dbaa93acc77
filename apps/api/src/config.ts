import type { Role } from '@siao/shared';
import { retentionDays } from '@siao/shared';
import { z } from 'zod';
import { isCidrList } from './lib/net/cidr-list';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const seconds = z.coerce.number().int().positive();

/**
 * Every environment variable the API reads, in one place. The table of docs/operations.md ("Variáveis")
 * mirrors this schema; keep both in step.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** address users reach (links in e-mails); defaults to http://localhost:PORT */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'deve começar com redis://')
    .optional(),
  REDIS_PREFIX: z.string().default('siao:'),
  JWT_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  ACCESS_TOKEN_TTL: seconds.default(900),
  REFRESH_TOKEN_TTL: seconds.default(60 * 60 * 24 * 30),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  CORS_ORIGINS: z.string().default(''),
  SEED_DEMO: bool.optional(),
  DEMO_PASSWORD: z.string().min(8).default('Siao@2026'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Sião <nao-responda@siao.local>'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_ACTION: z.string().default('login'),
  RECAPTCHA_HOSTNAMES: z.string().default(''),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_IP_WINDOW: seconds.default(900),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOCKOUT_SECONDS: seconds.default(900),
  RESET_TOKEN_TTL: seconds.default(3600),
  /** passkeys (WebAuthn): the RP ID, a domain; default the host name of PUBLIC_URL */
  WEBAUTHN_RP_ID: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+$/i, 'informe um domínio (ex.: siao.exemplo.com.br), sem https:// nem porta')
    .optional(),
  /** passkeys: origins (scheme://host[:port]) the browser may sign from, comma-separated; default PUBLIC_URL's */
  WEBAUTHN_ORIGINS: z
    .string()
    .default('')
    .refine(
      (v) => v.split(',').every((o) => !o.trim() || /^https?:\/\/[^/\s]+$/.test(o.trim())),
      'use origens separadas por vírgula, ex.: https://siao.exemplo.com.br',
    ),
  /**
   * profiles that must sign in with a second factor (comma-separated, or `none`); default
   * `superadmin,admin` (`none` under NODE_ENV=test, where only the policy's own tests turn it on);
   * production refuses a list without superadmin and admin
   */
  SECOND_FACTOR_ROLES: z
    .string()
    .regex(/^(none|((superadmin|admin|operador|cliente)(,(superadmin|admin|operador|cliente))*))$/, {
      error: 'use perfis separados por vírgula (superadmin,admin,operador,cliente) ou none',
    })
    .optional(),
  STATIC_DIR: z.string().optional(),
  // AI server (issue 3) and other areas append their variables below, one block per area.
  // faturas (issue 5): the company's PIX receiving account; no key = faturas show no PIX code
  PIX_KEY: z.string().trim().max(77).optional(),
  PIX_MERCHANT_NAME: z.string().trim().min(1).max(100).default('Siao Tecnologia'),
  PIX_MERCHANT_CITY: z.string().trim().min(1).max(60).default('Sao Paulo'),
  // issuer printed at the top of the fatura PDF (accents kept, unlike the BR Code's merchant name)
  FATURA_EMITENTE_NOME: z.string().trim().min(1).max(200).default('Sião Tecnologia Ltda.'),
  FATURA_EMITENTE_CNPJ: z.string().trim().max(30).optional(),
  FATURA_EMITENTE_ENDERECO: z.string().trim().max(300).optional(),
  /** in-process daily job that creates the month's faturas; off in tests */
  FATURAS_SCHEDULER: bool.optional(),
  /** day of the month (São Paulo) from which the job generates that month's faturas */
  FATURAS_GERACAO_DIA: z.coerce.number().int().min(1).max(28).default(1),
  // documents (issue 5, documents-terms): largest file accepted by Documentos (default 35 MB)
  DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(35 * 1024 * 1024),
  // users (issue 5, clients-users): how long an invitation link (set-your-password) stays valid
  INVITE_TOKEN_TTL: seconds.default(7 * 24 * 60 * 60),
  // AI server (issue 3). No key and no OpenAI-compatible URL = the offline "Motor local".
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_BASE_URL: z.url().default('https://api.anthropic.com/v1'),
  ANTHROPIC_MODEL: z.string().default('claude-sonnet-4-5'),
  /** any Chat Completions server: OpenAI, Ollama (http://localhost:11434/v1), vLLM, llama.cpp */
  OPENAI_COMPAT_BASE_URL: z.url().optional(),
  OPENAI_COMPAT_API_KEY: z.string().optional(),
  OPENAI_COMPAT_MODEL: z.string().default('llama3.1:8b'),
  AI_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  AI_PING_INTERVAL_MS: z.coerce.number().int().positive().default(15_000),
  /** how long one tool call of an assistant (a CNIB consultation, a search) may take */
  AI_TOOL_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** converse-stream calls per user per minute */
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** default monthly token quota per client (input + output); per-client overrides in ai_client_quotas */
  AI_MONTHLY_TOKEN_QUOTA: z.coerce.number().int().min(0).default(2_000_000),
  /** Chromium for PDF export; pdfmake is used when absent */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  WIDGET_TOKEN_TTL: seconds.default(3600),
  WIDGET_REFRESH_TTL: seconds.default(60 * 60 * 24 * 7),
  /** GET /api/widget/demo-token (demo page): off unless true; tokens for the dedicated demo client only */
  WIDGET_DEMO: bool.optional(),
  /**
   * The header in which the trusted proxy (TRUST_PROXY) names the client's city, e.g. cf-ipcity
   * (Cloudflare) or x-geo-city: "Meu perfil › Sessões" shows it. Off by default: there is no GeoIP
   * database, and a header from anyone else is never believed.
   */
  GEO_CITY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,64}$/, { error: 'informe o nome de um cabeçalho HTTP, ex.: cf-ipcity' })
    .optional(),
  // security (issue 11): X-Forwarded-For is believed only from these proxies (off by default)
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => {
      if (/^\d+$/.test(v.trim())) return Number(v);
      const list = v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (isCidrList(v)) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'informe o número de proxies à frente do servidor (ex.: 1) ou uma lista de endereços/CIDRs',
      });
      return z.NEVER;
    })
    .optional(),
  // background jobs (production-runtime issue): pg-boss on the app's database
  /** false: this process enqueues jobs but runs none (an API-only replica beside worker processes) */
  JOBS_WORKER: bool.default(true),
  /** how often an idle worker looks for new jobs, in seconds (pg-boss minimum 0.5) */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** connections of the job queue's own PostgreSQL pool (pg-boss never uses the request pool) */
  JOBS_DB_POOL_MAX: z.coerce.number().int().min(1).max(20).default(2),
  /** when the faturas-monthly job checks the month (cron, São Paulo time: BUSINESS_TIME_ZONE) */
  FATURAS_CRON: z.string().default('7 * * * *'),
  // production runtime (issue 10): Prometheus metrics and worker processes
  /** bearer token for GET /api/metrics (Prometheus); with METRICS_ALLOW unset too, the route is off (404) */
  METRICS_TOKEN: z.string().min(16, 'deve ter pelo menos 16 caracteres').optional(),
  /** networks allowed to scrape /api/metrics without the token: CIDRs separated by commas */
  METRICS_ALLOW: z
    .string()
    .default('')
    .refine((value) => {
      return value.trim() === '' || isCidrList(value);
    }, 'lista de redes inválida (ex.: 10.0.0.0/8,127.0.0.1/32)'),
  /** worker processes with DATABASE_URL (default: one per core); the embedded database runs one */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  // file storage (issue 10): S3-compatible object storage when S3_BUCKET is set, else DATA_DIR/files
  /** empty = AWS S3; MinIO `http://host:9000`; R2 `https://<account>.r2.cloudflarestorage.com` */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** document downloads straight from S3 by presigned URL (the endpoint must be reachable by browsers) */
  S3_PRESIGNED_DOWNLOADS: bool.default(true),
  // hostile files (issue 11, secfiles): limits checked before any parser or decoder sees a file
  /** images above this many pixels are refused before decoding (default 40 MP) */
  MAX_IMAGE_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  /** zip-based files (DOCX, XLSX): most bytes inflated, counted while inflating */
  MAX_UNCOMPRESSED_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024 * 1024),
  /** zip-based files: most inflated bytes per byte of the file */
  MAX_COMPRESSION_RATIO: z.coerce.number().positive().default(100),
  /** worker threads that parse files and run OCR (each replaced when it dies or times out) */
  FILE_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /** a parse or OCR running longer than this is ended and its worker replaced */
  FILE_WORKER_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** V8 heap of each file worker (old generation) */
  FILE_WORKER_MEMORY_MB: z.coerce.number().int().min(32).default(512),
  /** OCR with tesseract.js (images and scanned PDFs in chat); default on outside tests */
  OCR_ENABLED: bool.optional(),
  /** SiãoSeg certificates: Ed25519 private key as a JWK (JSON); created in DATA_DIR when absent */
  LEARNING_CREDENTIAL_JWK: z.string().optional(),
  // services and CNIB (issue 16): ONR "API Serventias"; each client's credentials live in the database
  /** 32 bytes (base64 or 64 hex chars) encrypting the clients' ONR credentials; absent = services disabled */
  SERVICES_ENCRYPTION_KEY: z
    .string()
    .refine(
      (v) => /^[0-9a-fA-F]{64}$/.test(v.trim()) || Buffer.from(v.trim(), 'base64').length === 32,
      'deve ter 32 bytes: 64 caracteres hexadecimais ou base64 (openssl rand -base64 32)',
    )
    .optional(),
  CNIB_TOKEN_URL: z.url().default('https://auth.id.onr.org.br/connect/token'),
  CNIB_BASE_URL_PRODUCAO: z.url().default('https://serventia-api.onr.org.br'),
  CNIB_BASE_URL_HOMOLOGACAO: z.url().default('https://stg-serventia-api.onr.org.br'),
  CNIB_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** pauses before the two retries, in ms, comma-separated */
  CNIB_RETRY_BACKOFF_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'use milissegundos separados por vírgula, ex.: 500,1500')
    .default('500,1500')
    .transform((v) => v.split(',').map(Number)),
  /** a consultation older than this is flagged before signing ("reconfira") */
  CNIB_MAX_AGE_HOURS: z.coerce.number().positive().default(24),
  /** ONR calls per second of a batch or the monitoring job */
  CNIB_RATE_PER_SECOND: z.coerce.number().positive().default(2),
  /** watched documents per run of the monitoring job; the next chunk is a job of its own */
  CNIB_MONITORING_CHUNK: z.coerce.number().int().min(1).max(5000).default(200),
  // OCR and OCR de certidões (issue 13)
  OCR_MAX_PAGES: z.coerce.number().int().min(1).max(2000).default(50),
  OCR_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(35 * 1024 * 1024),
  /** days after which uploaded files, page images and PDFs are deleted (the job record is kept) */
  OCR_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(retentionDays('arquivos_ocr')),
  /** SiãoSeg: reminder e-mail this many days before a journey's due date (0 = only when overdue) */
  LEARNING_REMINDER_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** SiãoSeg xAPI: the client's Learning Record Store (statements go to `{XAPI_LRS_URL}/statements`) */
  XAPI_LRS_URL: z.url().optional(),
  /** the LRS's Authorization header value, e.g. `Basic base64(key:secret)` */
  XAPI_LRS_AUTH: z.string().optional(),
  /** `auto`: the native tesseract binary when installed, tesseract.js otherwise */
  OCR_ENGINE: z.enum(['auto', 'tesseract', 'tesseract.js']).default('auto'),
  /** Portuguese model: `fast` (Debian tesseract-ocr-por) or `best_int` (@tesseract.js-data/por); default from the bench */
  OCR_MODEL: z.enum(['fast', 'best_int']).optional(),
  /** pages recognised at once in this process (default: one per core) */
  OCR_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** certidão fields whose mean word confidence is below this are marked for review */
  OCR_REVIEW_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.8),
  /** certidões: after the rule-based extraction, ask the configured LLM provider to refine it (off: offline only) */
  OCR_LLM_REFINE: bool.default(false),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  dataDir: string;
  /** SECOND_FACTOR_ROLES resolved: the profiles that must sign in with a second factor */
  secondFactorRoles: Role[];
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  // with the embedded database everything lives in DATA_DIR, so a secret generated there (lib/secrets.ts)
  // is safe; with PostgreSQL several processes or machines must share the secret, so it is required
  if (config.NODE_ENV === 'production' && config.DATABASE_URL && !config.JWT_SECRET) {
    throw new ConfigError('Configuração inválida:\n  JWT_SECRET: obrigatório em produção com DATABASE_URL');
  }
  if (config.GEO_CITY_HEADER && config.TRUST_PROXY === undefined) {
    throw new ConfigError(
      'Configuração inválida:\n  GEO_CITY_HEADER: só vale com TRUST_PROXY (a cidade só é lida de um proxy confiável)',
    );
  }
  const secondFactorRoles = (
    config.SECOND_FACTOR_ROLES ?? (config.NODE_ENV === 'test' ? 'none' : 'superadmin,admin')
  )
    .split(',')
    .filter((r): r is Role => r !== 'none');
  if (
    config.NODE_ENV === 'production' &&
    !(secondFactorRoles.includes('superadmin') && secondFactorRoles.includes('admin'))
  ) {
    throw new ConfigError(
      'Configuração inválida:\n  SECOND_FACTOR_ROLES: em produção, superadmin e admin sempre usam a verificação em duas etapas',
    );
  }
  return {
    ...config,
    secondFactorRoles,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    dataDir: config.DATA_DIR,
  };
}
