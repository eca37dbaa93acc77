/**
 * API CPU of saving a converse-stream reply with its tokens, alternating in one process (figures
 * that hold on a loaded machine): the one statement (`saveReplyWithUsage`: the usage upsert in a
 * WITH of the message insert) against the two it replaces, at once (message insert, usage upsert).
 *
 *   node --import tsx bench/converse-reply-save.ts     # PGlite; BENCH_PG=postgres://… for PostgreSQL
 */
import { recordUsage, saveReplyWithUsage } from '../apps/api/src/modules/ai/converse/usage';
import { insertMessage } from '../apps/api/src/modules/ai/threads/repository';
import { alternatingCpu } from './alternating-cpu';
import { startApi } from './converse-stream-setup';

// no stream is sent: the upstream URL is never called
const api = await startApi('http://127.0.0.1:1', process.env.BENCH_PG);
const deps = api.deps;
const { threadId, claims } = await api.oneThread();
const usage = { inputTokens: 12, outputTokens: 34, estimated: false };
const reply = {
  threadId,
  clientId: claims.cid,
  role: 'assistant' as const,
  content: [{ text: 'Bom dia! Como posso ajudar?' }],
  status: 'complete' as const,
  provider: 'anthropic',
  model: 'claude-sonnet-4-5',
  inputTokens: usage.inputTokens,
  outputTokens: usage.outputTokens,
  usageEstimated: false,
  toolSteps: null,
};
const two = async () => {
  await Promise.all([insertMessage(deps.db, reply), recordUsage(deps, reply.clientId, usage)]);
};
const one = async () => {
  await saveReplyWithUsage(deps, reply.clientId, reply);
};
const r = await alternatingCpu(two, one);
console.log(
  `${api.kind} load ${r.load}: two statements ${r.a} ms CPU, one ${r.b} ms CPU (${r.what}); all: ${r.blocks}`,
);
await api.close();
process.exit(0);
