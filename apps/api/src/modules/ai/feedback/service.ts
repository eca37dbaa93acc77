import {
  type FeedbackItem,
  type FeedbackRating,
  type FeedbackSummary,
  type FeedbackThread,
  type MessageFeedback,
  type MessageFeedbackInput,
  messageFeedbackInputSchema,
} from '@siao/shared';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { inPages } from '../../../lib/export/table-export';
import * as assistants from '../assistants/repository';
import { isUuid } from '../common';
import type { StoredPart } from '../threads/repository';
import { ownerOf } from '../threads/service';
import * as repo from './repository';
import { toFeedback, voterOf } from './vote';

const EXCERPT_LENGTH = 200;

const voterOfAuth = (auth: AuthContext) => voterOf(ownerOf(auth));

function textOf(content: unknown): string {
  return (content as StoredPart[])
    .flatMap((part) => ('text' in part ? [part.text] : []))
    .join('\n')
    .trim();
}

function excerpt(text: string): string {
  const flat = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH).trimEnd()}…` : flat;
}

/**
 * The caller's reply (an assistant message in one of the caller's own threads — same owner and
 * context rules as the history) or 404: nobody votes on another person's conversation.
 */
async function requireOwnReply(deps: AppDeps, auth: AuthContext, messageId: string) {
  const reply = isUuid(messageId) ? await repo.findOwnedReply(deps.db, ownerOf(auth), messageId) : null;
  if (!reply) throw new AppError('MESSAGE_NOT_FOUND');
  return reply;
}

/** PUT messages/{id}/feedback: the caller's vote on the reply, created or changed. */
export async function vote(
  deps: AppDeps,
  auth: AuthContext,
  messageId: string,
  input: MessageFeedbackInput,
): Promise<MessageFeedback> {
  const reply = await requireOwnReply(deps, auth, messageId);
  const { rating, comment } = messageFeedbackInputSchema.parse(input);
  const row = await repo.upsertVote(deps.db, {
    ...voterOfAuth(auth),
    messageId: reply.id,
    assistantId: reply.assistantId,
    rating,
    comment,
  });
  return toFeedback(row);
}

/** DELETE messages/{id}/feedback: the caller takes the vote back. */
export async function unvote(deps: AppDeps, auth: AuthContext, messageId: string): Promise<void> {
  const reply = await requireOwnReply(deps, auth, messageId);
  await repo.deleteVote(deps.db, voterOfAuth(auth), reply.id);
}

async function requireAssistant(deps: AppDeps, id: string) {
  if (!(await assistants.findById(deps.db, id))) throw new AppError('ASSISTANT_NOT_FOUND');
}

export async function feedbackSummary(deps: AppDeps, assistantId: string): Promise<FeedbackSummary> {
  await requireAssistant(deps, assistantId);
  const { total, down } = await repo.summary(deps.db, assistantId);
  return {
    total,
    up: total - down,
    down,
    down_percent: total ? Math.round((down / total) * 1000) / 10 : 0,
  };
}

type VoteRow = Awaited<ReturnType<typeof repo.listVotes>>['rows'][number];

function toItem(row: VoteRow): FeedbackItem {
  return {
    message_id: row.vote.messageId,
    thread_id: row.threadId,
    thread_name: row.threadName,
    rating: row.vote.rating,
    comment: row.vote.comment,
    voter_kind: row.vote.voterKind,
    voter_name: row.voterName,
    client_name: row.clientName,
    reply_excerpt: excerpt(textOf(row.content)),
    updated_at: row.vote.updatedAt.toISOString(),
  };
}

export async function feedbackPage(
  deps: AppDeps,
  assistantId: string,
  query: { rating?: FeedbackRating | undefined; page: number; limit: number },
) {
  await requireAssistant(deps, assistantId);
  const { rows, total } = await repo.listVotes(deps.db, assistantId, {
    rating: query.rating,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { data: rows.map(toItem), page: query.page, limit: query.limit, total };
}

/** Every vote of the filter, page by page, for the CSV/XLSX export (the exporter enforces its row cap). */
export function feedbackRows(deps: AppDeps, assistantId: string, rating: FeedbackRating | undefined) {
  return inPages(async (offset, limit) =>
    (await repo.listVotes(deps.db, assistantId, { rating, offset, limit })).rows.map(toItem),
  );
}

/** A conversation behind the votes, read-only, for staff; 404 for a thread without votes. */
export async function votedThread(
  deps: AppDeps,
  assistantId: string,
  threadId: string,
): Promise<FeedbackThread> {
  const found = await repo.findVotedThread(deps.db, assistantId, threadId);
  if (!found) throw new AppError('THREAD_NOT_FOUND');
  const { thread } = found;
  const rows = await repo.threadMessagesWithVotes(deps.db, thread.id, {
    voterId: thread.ownerId,
    voterKind: thread.ownerKind,
  });
  return {
    id: thread.id,
    name: thread.name,
    created_at: thread.createdAt.toISOString(),
    voter_kind: thread.ownerKind,
    voter_name: found.voterName,
    client_name: found.clientName,
    messages: rows.map(({ message, vote }) => ({
      id: message.id,
      role: message.role,
      text: textOf(message.content),
      created_at: message.createdAt.toISOString(),
      feedback: vote ? toFeedback(vote) : null,
    })),
  };
}
