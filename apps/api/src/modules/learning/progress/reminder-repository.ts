import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clients, learningEnrollments, learningJourneys, learningReminders, users } from '../../../db/schema';
import { roleFilterAdmits } from './learner-repository';

const e = learningEnrollments;

/** Open enrolments of active learners in published journeys that have a due date. */
export const openEnrolmentsWithDue = (db: Db) =>
  db
    .select({
      userId: e.userId,
      userName: users.name,
      userEmail: users.email,
      clientId: e.clientId,
      clientName: sql<string>`coalesce(${clients.tradeName}, ${clients.legalName})`,
      clientEmail: clients.email,
      journeyTitle: learningJourneys.title,
      dueAt: sql<Date>`coalesce(${learningJourneys.dueAt}, ${e.enrolledAt} + make_interval(days => ${learningJourneys.dueDays}))`,
    })
    .from(e)
    .innerJoin(users, eq(users.id, e.userId))
    .innerJoin(clients, eq(clients.id, e.clientId))
    .innerJoin(learningJourneys, eq(learningJourneys.id, e.journeyId))
    .where(
      and(
        isNull(e.completedAt),
        eq(users.active, true),
        eq(learningJourneys.published, true),
        // a learner whose funcao left the journey's role filter gets no more reminders for it
        roleFilterAdmits(users.funcao),
        sql`coalesce(${learningJourneys.dueAt}, ${e.enrolledAt} + make_interval(days => ${learningJourneys.dueDays})) is not null`,
      ),
    );

/** Claims today's e-mail for this recipient: false when one was already sent today. */
export async function claimReminder(db: Db, recipient: string, day: string) {
  const rows = await db
    .insert(learningReminders)
    .values({ recipient, day })
    .onConflictDoNothing()
    .returning({ recipient: learningReminders.recipient });
  return rows.length > 0;
}
