import type { Db } from '../../../db/client';
import { type CatalogueJourneyJson, type CatalogueStepJson, publishedCatalogue } from './learner-repository';

/**
 * A journey of the catalogue with its steps grouped by trail, in learning order, and the parts of the
 * learner's screen (JSON) that are the same for every learner, serialised once: `json` opens the
 * journey's object, each trail's `json` opens the trail's, each step's `json` is the step's object up
 * to its status' value.
 */
export interface CachedJourney extends CatalogueJourneyJson {
  dueAt: Date | null;
  json: string;
  trails: {
    id: string;
    title: string;
    description: string;
    json: string;
    steps: (CatalogueStepJson & { json: string })[];
  }[];
}

/** What the learner's screen shows of a step, besides its status. */
export const shownStep = (step: CatalogueStepJson) => ({
  id: step.id,
  kind: step.kind,
  title: step.title,
  position: step.position,
  document_id: step.document_id,
  video_url: step.video_url,
  video_minutes: step.video_minutes,
  lesson_html: step.lesson_html,
  quiz_id: step.quiz_id,
});

/** `{"a":1,"b":2}` → `{"a":1,"b":2,` (an object's JSON, open for more keys) */
const openObject = (value: object) => `${JSON.stringify(value).slice(0, -1)},`;

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
        const head = { id: step.trail_id, title: step.trail_title, description: step.trail_description };
        trail = { ...head, json: `${openObject(head)}"steps":[`, steps: [] };
        trails.set(step.trail_id, trail);
      }
      trail.steps.push({ ...step, json: `${openObject(shownStep(step))}"status":` });
    }
    const head = { id: j.id, title: j.title, description: j.description, workload_hours: j.workload_hours };
    return {
      ...j,
      dueAt: j.due_at ? new Date(j.due_at) : null,
      json: openObject(head),
      trails: [...trails.values()],
    };
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
