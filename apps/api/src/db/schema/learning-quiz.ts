import { index, integer, pgTable, primaryKey, real, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { learningQuizzes } from './learning';
import { users } from './users';

export type { RandomSlot, ReviewItem, ReviewMatrix, ReviewMoment } from './learning-quiz-types';

/** Quiz engine tables (segquiz): accommodations. Column types live in learning-quiz-types.ts. */

/** Per learner and quiz: extra time or a time multiplier, and extra attempts. */
export const learningAccommodations = pgTable(
  'learning_accommodations',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => learningQuizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    timeMultiplier: real('time_multiplier').notNull().default(1),
    extraAttempts: integer('extra_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.userId] }),
    index('learning_accommodations_user_idx').on(t.userId),
  ],
);
