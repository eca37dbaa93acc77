import type { FeedbackRating, MessageFeedback } from '@siao/shared';
import type { Owner } from '../threads/repository';
import type { Voter } from './repository';

/** The voter on a thread's replies is its owner: a back-office user or a widget visitor. */
export const voterOf = (owner: Owner): Voter => ({ voterId: owner.ownerId, voterKind: owner.ownerKind });

export function toFeedback(row: {
  rating: FeedbackRating;
  comment: string;
  updatedAt: Date;
}): MessageFeedback {
  return { rating: row.rating, comment: row.comment, updated_at: row.updatedAt.toISOString() };
}
