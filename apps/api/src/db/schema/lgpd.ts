import { lgpdRequestStatuses, lgpdRequestTypes } from '@siao/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, tstz } from './columns';
import { users } from './users';

/**
 * A data subject's request (LGPD art. 18). The person is never stored in clear: `subject_hash` is an
 * HMAC of the CPF digits or lowercase e-mail (the operator types it again to act on the request) and
 * `subject_masked` is what the list shows. The 15-day deadline (art. 19) and the closing are checked here.
 */
export const lgpdRequests = pgTable(
  'lgpd_requests',
  {
    id: id(),
    type: text('type', { enum: lgpdRequestTypes }).notNull(),
    subjectHash: text('subject_hash').notNull(),
    subjectMasked: text('subject_masked').notNull(),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: tstz('opened_at').notNull().defaultNow(),
    deadlineAt: tstz('deadline_at').notNull(),
    status: text('status', { enum: lgpdRequestStatuses }).notNull().default('aberta'),
    outcome: text('outcome'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: tstz('closed_at'),
  },
  (t) => [
    index('lgpd_requests_opened_idx').on(t.openedAt, t.id),
    index('lgpd_requests_subject_idx').on(t.subjectHash),
    check('lgpd_requests_deadline', sql`${t.deadlineAt} = ${t.openedAt} + interval '15 days'`),
    check(
      'lgpd_requests_closing',
      sql`(${t.status} = 'aberta') = (${t.closedAt} is null) and (${t.closedAt} is null or ${t.outcome} is not null)`,
    ),
  ],
);
