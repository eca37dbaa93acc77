import { createHash } from 'node:crypto';
import type { Tx } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import { defineJob } from '../../../lib/jobs/types';
import { closedAttempts, stepCompletions, type XapiFilter } from './xapi-repository';

/**
 * xAPI 1.0.3 statements for clients that keep a Learning Record Store: "completed" for each step done,
 * "passed"/"failed" for each closed attempt. Built from the progress rows (nothing extra is stored); each
 * statement's id is derived from the fact it reports, so a resend is recognised by the LRS as the same one.
 */
const XAPI_VERSION = '1.0.3';
const XAPI_SEND = 'learning-xapi-send';

const VERB = {
  completed: {
    id: 'http://adlnet.gov/expapi/verbs/completed',
    display: { 'pt-BR': 'concluiu', 'en-US': 'completed' },
  },
  passed: {
    id: 'http://adlnet.gov/expapi/verbs/passed',
    display: { 'pt-BR': 'foi aprovado em', 'en-US': 'passed' },
  },
  failed: {
    id: 'http://adlnet.gov/expapi/verbs/failed',
    display: { 'pt-BR': 'foi reprovado em', 'en-US': 'failed' },
  },
} as const;
const ACTIVITY_TYPE = {
  documento: 'http://id.tincanapi.com/activitytype/document',
  video: 'https://w3id.org/xapi/video/activity-type/video',
  licao: 'http://adlnet.gov/expapi/activities/lesson',
  quiz: 'http://adlnet.gov/expapi/activities/assessment',
} as const;

export interface XapiStatement {
  id: string;
  actor: { objectType: 'Agent'; name: string; mbox_sha1sum: string };
  verb: (typeof VERB)[keyof typeof VERB];
  object: {
    objectType: 'Activity';
    id: string;
    definition: { name: Record<string, string>; type: string };
  };
  result?: {
    score: { scaled: number; raw: number; min: number; max: number };
    success: boolean;
    completion: boolean;
    duration: string;
  };
  context: { platform: string; language: string };
  timestamp: string;
  version: string;
}

/** A UUID (version 5 layout) from a name: the same fact always gets the same statement id. */
function uuidFrom(name: string): string {
  const h = createHash('sha1').update(`siao:xapi:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

// the e-mail never leaves in clear (LGPD): the LRS identifies the learner by its hash, as xAPI allows
const actorOf = (name: string, email: string) => ({
  objectType: 'Agent' as const,
  name,
  mbox_sha1sum: createHash('sha1').update(`mailto:${email.toLowerCase()}`).digest('hex'),
});

/** ISO 8601 duration of an attempt, in whole seconds. */
const durationOf = (ms: number) => `PT${Math.max(0, Math.round(ms / 1000))}S`;

export const stepIri = (deps: AppDeps, stepId: string) =>
  `${deps.config.PUBLIC_URL}/siaoseg/etapas/${stepId}`;
const quizIri = (deps: AppDeps, quizId: string) => `${deps.config.PUBLIC_URL}/quiz/${quizId}`;

const base = { context: { platform: 'Sião', language: 'pt-BR' }, version: XAPI_VERSION };

type StepRow = Awaited<ReturnType<typeof stepCompletions>>[number];
type AttemptRow = Awaited<ReturnType<typeof closedAttempts>>[number];

const stepStatement = (deps: AppDeps, r: StepRow): XapiStatement => ({
  id: uuidFrom(`step:${r.userId}:${r.stepId}`),
  actor: actorOf(r.name, r.email),
  verb: VERB.completed,
  object: {
    objectType: 'Activity',
    id: stepIri(deps, r.stepId),
    definition: { name: { 'pt-BR': r.title }, type: ACTIVITY_TYPE[r.kind] },
  },
  timestamp: r.doneAt.toISOString(),
  ...base,
});

const attemptStatement = (deps: AppDeps, r: AttemptRow): XapiStatement => {
  const a = r.attempt;
  const max = a.maxPoints ?? 0;
  return {
    id: uuidFrom(`attempt:${a.id}`),
    actor: actorOf(r.name, r.email),
    verb: a.passed ? VERB.passed : VERB.failed,
    object: {
      objectType: 'Activity',
      id: quizIri(deps, a.quizId),
      definition: { name: { 'pt-BR': r.quizTitle }, type: ACTIVITY_TYPE.quiz },
    },
    result: {
      score: { scaled: (a.scorePercent ?? 0) / 100, raw: a.points ?? 0, min: 0, max },
      success: !!a.passed,
      completion: true,
      duration: durationOf(a.finishedAt!.getTime() - a.startedAt.getTime()),
    },
    timestamp: a.finishedAt!.toISOString(),
    ...base,
  };
};

/** Every statement of the filter, oldest first (the staff export). */
export async function xapiStatements(deps: AppDeps, filter: XapiFilter): Promise<XapiStatement[]> {
  const [steps, attempts] = await Promise.all([
    stepCompletions(deps.db, filter),
    closedAttempts(deps.db, filter),
  ]);
  return [
    ...steps.map((r) => stepStatement(deps, r)),
    ...attempts.map((r) => attemptStatement(deps, r)),
  ].sort((x, y) => x.timestamp.localeCompare(y.timestamp));
}

type XapiFact = { kind: 'step'; userId: string; stepId: string } | { kind: 'attempt'; attemptId: string };

async function statementOf(deps: AppDeps, fact: XapiFact): Promise<XapiStatement | null> {
  if (fact.kind === 'step') {
    const [row] = await stepCompletions(deps.db, { userId: fact.userId, stepId: fact.stepId });
    return row ? stepStatement(deps, row) : null;
  }
  const [row] = await closedAttempts(deps.db, { attemptId: fact.attemptId });
  return row ? attemptStatement(deps, row) : null;
}

/**
 * Queues the statement of a fact for the LRS, when one is configured, in the transaction that records
 * the fact: the statement is sent exactly when the fact is stored.
 */
export async function queueXapi(deps: AppDeps, tx: Tx, facts: XapiFact[]): Promise<void> {
  if (!deps.config.XAPI_LRS_URL) return;
  await deps.jobs.enqueueMany(tx, XAPI_SEND, facts);
}

/** POST {XAPI_LRS_URL}/statements; a failure (network, non-2xx) throws so the queue retries later. */
async function sendToLrs(deps: AppDeps, statement: XapiStatement, signal?: AbortSignal): Promise<void> {
  const url = `${deps.config.XAPI_LRS_URL!.replace(/\/+$/, '')}/statements`;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Experience-API-Version': XAPI_VERSION,
      ...(deps.config.XAPI_LRS_AUTH ? { authorization: deps.config.XAPI_LRS_AUTH } : {}),
    },
    body: JSON.stringify(statement),
    signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(30_000)]) : AbortSignal.timeout(30_000),
  });
  await res.body?.cancel();
  // 409: the LRS already holds a statement with this id (a resend after a lost answer)
  if (!res.ok && res.status !== 409) throw new Error(`LRS respondeu HTTP ${res.status}`);
}

export const xapiJob = (deps: AppDeps) =>
  defineJob<XapiFact>({
    name: XAPI_SEND,
    retryLimit: 8,
    retryDelaySeconds: 30,
    handler: async (fact, ctx) => {
      if (!deps.config.XAPI_LRS_URL) return;
      const statement = await statementOf(deps, fact);
      if (statement) await sendToLrs(deps, statement, ctx.signal);
    },
  });
