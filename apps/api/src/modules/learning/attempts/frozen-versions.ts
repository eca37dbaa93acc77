import type { Db, Tx } from '../../../db/client';
import { type VersionRow, versionsByIds } from '../authoring/content-repository';

/**
 * Question versions by id, through a per-process cache of the frozen ones: a version an attempt used
 * is never edited again (a later save creates version N+1, see quiz-service's updateQuestion), so
 * every process may keep it. Versions not yet used are read each time.
 */
const frozen = new Map<string, VersionRow>();
const CAP = 20_000;

export async function versionsFor(db: Db | Tx, ids: string[]): Promise<VersionRow[]> {
  const missing = ids.filter((id) => !frozen.has(id));
  const fresh = new Map<string, VersionRow>();
  for (const v of missing.length ? await versionsByIds(db, missing) : []) {
    if (!v.usedAt) {
      fresh.set(v.id, v);
      continue;
    }
    if (frozen.size >= CAP) frozen.clear();
    frozen.set(v.id, v);
  }
  return ids.flatMap((id) => {
    const v = frozen.get(id) ?? fresh.get(id);
    return v ? [v] : [];
  });
}
