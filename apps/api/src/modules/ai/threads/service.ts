import type { AiToolEvent, CreateThreadInput, MessageItem, StoredContentPart, Thread } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import * as assistants from '../assistants/repository';
import { isUuid } from '../common';
import { votesOn } from '../feedback/repository';
import { toFeedback, voterOf } from '../feedback/vote';
import * as repo from './repository';

/** Signed attachment links live this long (the widget opens them right away). */
const LINK_TTL_SECONDS = 15 * 60;

export function ownerOf(auth: AuthContext): repo.Owner {
  return {
    ownerId: auth.userId,
    ownerKind: auth.audience === 'widget' ? 'widget' : 'user',
    clientId: auth.clientId,
    context: auth.context,
  };
}

function toThread(row: { thread: repo.ThreadRow; assistantName: string }): Thread {
  return {
    id: row.thread.id,
    name: row.thread.name,
    description: row.thread.description,
    ai_engine_org_id: row.thread.assistantId,
    ai_engine_org: { name: row.assistantName },
    created_at: row.thread.createdAt.toISOString(),
  };
}

/** The caller's thread or 404 — another user's (or another context's) thread does not exist for them. */
async function requireThread(deps: AppDeps, auth: AuthContext, id: string) {
  const row = isUuid(id) ? await repo.findThread(deps.db, ownerOf(auth), id) : null;
  if (!row) throw new AppError('THREAD_NOT_FOUND');
  return row;
}

export async function createThread(
  deps: AppDeps,
  auth: AuthContext,
  input: CreateThreadInput,
): Promise<Thread> {
  const assistant = isUuid(input.ai_engine_org_id)
    ? await assistants.findVisible(deps.db, input.ai_engine_org_id, auth.clientId)
    : null;
  if (!assistant) throw new AppError('ASSISTANT_NOT_FOUND');
  const thread = await repo.insertThread(deps.db, ownerOf(auth), {
    name: input.name,
    description: input.description,
    assistantId: assistant.id,
  });
  return toThread({ thread, assistantName: assistant.name });
}

export async function listThreads(deps: AppDeps, auth: AuthContext): Promise<Thread[]> {
  return (await repo.listThreads(deps.db, ownerOf(auth), 200)).map(toThread);
}

export async function renameThread(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  input: { name?: string; description?: string },
): Promise<Thread> {
  await requireThread(deps, auth, id);
  await repo.updateThread(deps.db, id, input);
  return toThread(await requireThread(deps, auth, id));
}

export async function deleteThread(deps: AppDeps, auth: AuthContext, id: string): Promise<void> {
  await requireThread(deps, auth, id);
  const keys = await repo.deleteThread(deps.db, id);
  await Promise.all(keys.map((key) => deps.storage.delete(key)));
}

function toHistoryParts(deps: AppDeps, parts: repo.StoredPart[]): StoredContentPart[] {
  const link = (key: string, name: string, contentType: string) =>
    `${deps.config.PUBLIC_URL}/api/files/${deps.files.sign({ key, name, contentType }, LINK_TTL_SECONDS)}`;
  return parts.map((part): StoredContentPart => {
    if ('text' in part) return { text: part.text };
    if ('document_format' in part) {
      return {
        document_format: part.document_format,
        document_name: part.document_name,
        document_url: link(part.file_key, part.document_name, part.content_type),
        ...(part.document_description ? { document_description: part.document_description } : {}),
      };
    }
    return {
      image_format: part.image_format,
      image_name: part.image_name,
      image_url: link(part.file_key, part.image_name, part.content_type),
      ...(part.image_description ? { image_description: part.image_description } : {}),
    };
  });
}

export async function messagePage(deps: AppDeps, auth: AuthContext, id: string, page: number, limit: number) {
  await requireThread(deps, auth, id);
  const { rows, total } = await repo.messagePage(deps.db, id, page, limit);
  const votes = new Map(
    (
      await votesOn(
        deps.db,
        voterOf(ownerOf(auth)),
        rows.filter((row) => row.role === 'assistant').map((row) => row.id),
      )
    ).map((vote) => [vote.messageId, vote]),
  );
  const data: MessageItem[] = rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    interrupted: row.status === 'interrupted',
    error: row.status === 'error',
    messages: { role: row.role, content: toHistoryParts(deps, row.content as repo.StoredPart[]) },
    ...(votes.has(row.id) ? { feedback: toFeedback(votes.get(row.id)!) } : {}),
    ...(row.toolSteps ? { tools: row.toolSteps as AiToolEvent[] } : {}),
  }));
  return { data, page, limit, total };
}
