import type { AppDeps } from '../../deps';
import { deleteClosedRequests, deleteStaleSessions } from './repository';

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Rule `sessoes`: sessions and reset links unused for `days` (Marco Civil art. 15: 6 months). */
export const purgeStaleSessions = (deps: AppDeps, now: Date, days: number) =>
  deleteStaleSessions(deps.db, daysBefore(now, days));

/** Rule `solicitacoes_lgpd`: requests closed more than `days` ago. */
export const purgeClosedRequests = (deps: AppDeps, now: Date, days: number) =>
  deleteClosedRequests(deps.db, daysBefore(now, days));
