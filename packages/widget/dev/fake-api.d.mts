import type { Server } from 'node:http';
export declare function startFakeApi(options?: { port?: number; chunkDelayMs?: number }): Promise<{
  server: Server;
  /** "METHOD /path" of every request, in order */
  log: string[];
  requests: { at: number; method: string; path: string; headers: Record<string, unknown>; body: unknown }[];
  /** reads (GET) still to answer 503 SERVICO_INDISPONIVEL, as the API does while its database is away */
  outage: { reads: number };
  url: string;
}>;
