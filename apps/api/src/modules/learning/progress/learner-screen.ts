import type { LearnerJourney } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { coverUrl } from '../authoring/mappers';
import { type CachedJourney, catalogueAt, shownStep } from './catalogue-cache';
import { catalogueAdmits, enroll, learnerState } from './learner-repository';
import { learnerOf } from './progress-service';

type StepStatus = LearnerJourney['trails'][number]['steps'][number]['status'];

/** One journey of the learner's screen: the catalogue's journey and this learner's part of it. */
interface ScreenJourney {
  journey: CachedJourney;
  coverUrl: string | null;
  enrolledAt: Date;
  dueAt: Date | null;
  completedAt: Date | null;
  certificateId: string | null;
  /** per trail, per step (the catalogue's order): done, available (all earlier ones done) or locked */
  statuses: StepStatus[][];
  stepsDone: number;
}

/**
 * The learner's screen: the published catalogue held in memory (read again only when an author
 * changed it) and one small read of the learner's own state per request, plus, the first time a
 * journey is listed, the enrolment (an insert and a read back) — however many journeys it shows.
 */
async function learnerScreen(deps: AppDeps, auth: AuthContext): Promise<ScreenJourney[]> {
  const me = learnerOf(auth);
  const state = await learnerState(deps.db, me.userId);
  if (!state) throw new AppError('UNAUTHENTICATED');
  const catalogue = await catalogueAt(deps.db, state.version);
  const visible = catalogue.filter((j) =>
    catalogueAdmits(j, { clientId: me.clientId, funcao: state.funcao }),
  );
  const enrolments = new Map<string, { enrolledAt: Date; completedAt: Date | null }>();
  for (const [journeyId, enrolledAt, completedAt] of state.enrolments ?? [])
    enrolments.set(journeyId, {
      enrolledAt: new Date(enrolledAt),
      completedAt: completedAt ? new Date(completedAt) : null,
    });
  const missing = visible.filter((j) => !enrolments.has(j.id)).map((j) => j.id);
  for (const e of await enroll(deps.db, me.userId, me.clientId, missing)) enrolments.set(e.journeyId, e);
  const certificates = new Map(state.certificates ?? []);
  const done = new Set(state.doneStepIds);
  return visible.map((journey) => {
    const e = enrolments.get(journey.id)!;
    let open = true;
    let stepsDone = 0;
    const statuses = journey.trails.map((t) =>
      t.steps.map((step): StepStatus => {
        if (done.has(step.id)) {
          stepsDone++;
          return 'concluida';
        }
        const status = open ? 'disponivel' : 'bloqueada';
        open = false;
        return status;
      }),
    );
    return {
      journey,
      coverUrl: coverUrl({ coverKey: journey.cover_key, coverMime: journey.cover_mime }, deps.files),
      enrolledAt: e.enrolledAt,
      dueAt:
        journey.dueAt ??
        (journey.due_days ? new Date(e.enrolledAt.getTime() + journey.due_days * 86_400_000) : null),
      completedAt: e.completedAt,
      certificateId: certificates.get(journey.id) ?? null,
      statuses,
      stepsDone,
    };
  });
}

/** The learner's journeys, steps in learning order with their status (the assistants' tool, tests). */
export async function learnerJourneys(deps: AppDeps, auth: AuthContext): Promise<LearnerJourney[]> {
  return (await learnerScreen(deps, auth)).map((s) => ({
    id: s.journey.id,
    title: s.journey.title,
    description: s.journey.description,
    workload_hours: s.journey.workload_hours,
    cover_url: s.coverUrl,
    enrolled_at: s.enrolledAt.toISOString(),
    due_at: s.dueAt?.toISOString() ?? null,
    completed_at: s.completedAt?.toISOString() ?? null,
    steps_total: s.journey.steps.length,
    steps_done: s.stepsDone,
    certificate_id: s.certificateId,
    trails: s.journey.trails.map((t, i) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      steps: t.steps.map((step, k) => ({ ...shownStep(step), status: s.statuses[i]![k]! })),
    })),
  }));
}

const json = (value: string | number | null) => JSON.stringify(value);

/**
 * The same list as `learnerJourneys`, as the route's body `{"data":[…]}` (JSON): the parts every
 * learner shares come serialised from the catalogue held in memory, only this learner's are written
 * per request. The route's tests read it back through the response schema.
 */
export async function learnerJourneysJson(deps: AppDeps, auth: AuthContext): Promise<string> {
  const parts = (await learnerScreen(deps, auth)).map(
    (s) =>
      `${s.journey.json}"cover_url":${json(s.coverUrl)},"enrolled_at":${json(s.enrolledAt.toISOString())},` +
      `"due_at":${json(s.dueAt?.toISOString() ?? null)},"completed_at":${json(s.completedAt?.toISOString() ?? null)},` +
      `"steps_total":${s.journey.steps.length},"steps_done":${s.stepsDone},"certificate_id":${json(s.certificateId)},` +
      `"trails":[${s.journey.trails
        .map(
          (t, i) => `${t.json}${t.steps.map((step, k) => `${step.json}"${s.statuses[i]![k]}"}`).join(',')}]}`,
        )
        .join(',')}]}`,
  );
  return `{"data":[${parts.join(',')}]}`;
}
