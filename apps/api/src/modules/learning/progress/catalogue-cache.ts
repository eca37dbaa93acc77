import type { Db } from '../../../db/client';
import { type CatalogueJourneyJson, type CatalogueStepJson, publishedCatalogue } from './learner-repository';

/** A journey of the catalogue with its steps grouped by trail, in learning order. */
export interface CachedJourney extends CatalogueJourneyJson {
  dueAt: Date | null;
  trails: { id: string; title: string; description: string; steps: CatalogueStepJson[] }[];
}

interface Catalogue {
  version: number;
  journeys: CachedJourney[];
}

/** Per database (tests open many in one process): the catalogue held and the load under way. */
const held = new WeakMap<Db, Catalogue>();
const loading = new WeakMap<Db, Promise<Catalogue>>();

function shape(journeys: CatalogueJourneyJson[]): CachedJourney[] {
  return journeys.map((j) => {
    const trails = new Map<string, CachedJourney['trails'][number]>();
    for (const step of j.steps) {
      let trail = trails.get(step.trail_id);
      if (!trail) {
        trail = {
          id: step.trail_id,
          title: step.trail_title,
          description: step.trail_description,
          steps: [],
        };
        trails.set(step.trail_id, trail);
      }
      trail.steps.push(step);
    }
    return { ...j, dueAt: j.due_at ? new Date(j.due_at) : null, trails: [...trails.values()] };
  });
}

function load(db: Db): Promise<Catalogue> {
  let pending = loading.get(db);
  if (!pending) {
    pending = publishedCatalogue(db)
      .then(({ version, journeys }) => {
        const catalogue = { version, journeys: shape(journeys) };
        const current = held.get(db);
        if (!current || current.version !== version) held.set(db, catalogue);
        return catalogue;
      })
      .finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  return pending;
}

/**
 * The published catalogue at `version` (what the caller just read from `learning_catalog_version`)
 * or newer: the one held in memory when it is that version, otherwise read again (one read shared by
 * the requests that wait for it). Every write to the catalogue bumps the version in its transaction,
 * so a request never gets a catalogue older than what it read; several API processes each hold theirs.
 */
export async function catalogueAt(db: Db, version: number): Promise<CachedJourney[]> {
  const current = held.get(db);
  if (current?.version === version) return current.journeys;
  let catalogue = await load(db);
  // a load that started before the write this request saw: read once more
  if (catalogue.version < version) catalogue = await load(db);
  return catalogue.journeys;
}
