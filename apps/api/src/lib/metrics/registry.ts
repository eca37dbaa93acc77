import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics, served by GET /api/metrics. One registry per process (not
 * prom-client's global one, so nothing else registers into it by accident); in cluster mode the
 * primary merges the workers' registries (lib/metrics/cluster.ts).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'siao_http_request_duration_seconds',
  help: 'Duração das requisições HTTP, pelo padrão da rota (nunca a URL) e status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export const sseStreamsOpen = new Gauge({
  name: 'siao_sse_streams_open',
  help: 'Respostas SSE (converse-stream) abertas agora',
  registers: [metricsRegistry],
});

export const llmTokens = new Counter({
  name: 'siao_llm_tokens_total',
  help: 'Tokens de LLM consumidos, por provedor e direção (input/output)',
  labelNames: ['provider', 'direction'] as const,
  registers: [metricsRegistry],
});

export const llmErrors = new Counter({
  name: 'siao_llm_errors_total',
  help: 'Respostas de LLM que falharam (não contam as interrompidas pelo cliente), por provedor',
  labelNames: ['provider'] as const,
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: 'siao_job_failures_total',
  help: 'Jobs que falharam (cada tentativa), por fila',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const reconcilerRepairs = new Counter({
  name: 'siao_reconciler_repairs_total',
  help: 'O que o reconciliador reparou (ou podou), por reparo',
  labelNames: ['repair'] as const,
  registers: [metricsRegistry],
});

export const dependencyOutages = new Counter({
  name: 'siao_dependency_outage_responses_total',
  help: 'Respostas 503 SERVICO_INDISPONIVEL por dependência perdida (database, redis, storage, network)',
  labelNames: ['dependency'] as const,
  registers: [metricsRegistry],
});

/** What the job queue reports at scrape time: one row per queue. */
export interface JobQueueStats {
  queue: string;
  /** waiting to run (created or waiting for a retry) */
  waiting: number;
  active: number;
}

let jobStatsSource: () => Promise<JobQueueStats[]> | JobQueueStats[] = () => [];

/** The job queue in use tells the metrics how to read its depth (read at each scrape). */
export function setJobStatsSource(source: () => Promise<JobQueueStats[]> | JobQueueStats[]): void {
  jobStatsSource = source;
}

new Gauge({
  name: 'siao_job_queue_depth',
  help: 'Jobs por fila e estado (waiting, active)',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const row of await jobStatsSource()) {
      this.set({ queue: row.queue, state: 'waiting' }, row.waiting);
      this.set({ queue: row.queue, state: 'active' }, row.active);
    }
  },
});

/** PostgreSQL pool figures (pg.Pool); the embedded PGlite has one connection and no pool. */
export interface DbPoolStats {
  total: number;
  idle: number;
  waiting: number;
}

let dbPoolSource: (() => DbPoolStats) | null = null;

export function setDbPoolSource(source: (() => DbPoolStats) | null): void {
  dbPoolSource = source;
}

new Gauge({
  name: 'siao_db_pool_connections',
  help: 'Pool de conexões do PostgreSQL: total, idle (livres) e waiting (pedidos na fila)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    if (!dbPoolSource) return;
    const stats = dbPoolSource();
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});
