import { type Assistant, type AssistantAdmin, type AssistantInput, isAiToolName } from '@siao/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import * as repo from './repository';

function toWidgetAssistant(row: repo.AssistantRow): Assistant {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    interaction_mode: row.interactionMode,
    default_chat: row.defaultChat,
    window_context: row.windowContext,
    presentation: row.presentation,
    suggested_questions: row.suggestedQuestions,
  };
}

function toAdmin(row: repo.AssistantRow, clientIds: string[] | undefined): AssistantAdmin {
  return {
    ...toWidgetAssistant(row),
    instructions: row.instructions,
    provider: row.provider,
    model: row.model,
    temperature: row.temperature,
    max_output_tokens: row.maxOutputTokens,
    client_ids: row.visibility === 'escolhidos' ? (clientIds ?? []) : null,
    active: row.active,
    legacy_openai_assistant_id: row.legacyOpenaiAssistantId,
    tools: row.tools.filter(isAiToolName),
    suggested_questions: row.suggestedQuestions,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listForAdmin(db: Db): Promise<AssistantAdmin[]> {
  const rows = await repo.listAll(db);
  const clients = await repo.clientIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdmin(row, clients.get(row.id)));
}

export async function getForAdmin(db: Db, id: string): Promise<AssistantAdmin> {
  const row = await repo.findById(db, id);
  if (!row) throw new AppError('ASSISTANT_NOT_FOUND');
  return toAdmin(row, (await repo.clientIdsOf(db, [id])).get(id));
}

export async function saveAssistant(
  db: Db,
  id: string | null,
  input: AssistantInput,
): Promise<AssistantAdmin> {
  if (id && !(await repo.findById(db, id))) throw new AppError('ASSISTANT_NOT_FOUND');
  const clientIds = [...new Set(input.client_ids ?? [])];
  const saved = await repo.save(
    db,
    id,
    {
      name: input.name,
      description: input.description,
      instructions: input.instructions,
      provider: input.provider,
      model: input.model,
      temperature: input.temperature,
      maxOutputTokens: input.max_output_tokens,
      interactionMode: input.interaction_mode,
      defaultChat: input.default_chat,
      windowContext: input.window_context,
      presentation: input.presentation,
      visibility: clientIds.length ? 'escolhidos' : 'todos',
      active: input.active,
      legacyOpenaiAssistantId: input.legacy_openai_assistant_id,
      tools: input.tools,
      suggestedQuestions: input.suggested_questions,
    },
    clientIds,
  );
  return getForAdmin(db, saved);
}

export async function removeAssistant(db: Db, id: string): Promise<'deleted' | 'deactivated'> {
  if (!(await repo.findById(db, id))) throw new AppError('ASSISTANT_NOT_FOUND');
  return repo.remove(db, id);
}

export async function listVisible(db: Db, clientId: string | null): Promise<Assistant[]> {
  return (await repo.listVisible(db, clientId)).map(toWidgetAssistant);
}
