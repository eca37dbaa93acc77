import type { Assistant } from '@siao/shared';

export type WidgetMode = 'chat' | 'tool';

export interface VisibilityOptions {
  mode: WidgetMode;
  ignoreFilterConfig?: boolean;
  listAllChatAndTools?: boolean;
}

/** Spec §3: the assistant list may arrive as an array, a `{ data }` wrapper or an id-keyed object. */
export function normalizeAssistants(raw: unknown): Assistant[] {
  if (Array.isArray(raw)) return raw as Assistant[];
  if (raw && typeof raw === 'object') {
    const data = (raw as { data?: unknown }).data;
    if (data !== undefined) return normalizeAssistants(data);
    return Object.values(raw as Record<string, Assistant>);
  }
  return [];
}

/**
 * Spec §6, checked in this order: ignoreFilterConfig shows everything; listAllChatAndTools shows every
 * assistant that is not default_chat; otherwise tool mode shows tool assistants that are not default_chat
 * and chat mode shows chat assistants.
 */
export function visibleAssistants(list: Assistant[], options: VisibilityOptions): Assistant[] {
  if (options.ignoreFilterConfig) return list;
  if (options.listAllChatAndTools) return list.filter((a) => !a.default_chat);
  if (options.mode === 'tool') return list.filter((a) => a.interaction_mode === 'tool' && !a.default_chat);
  return list.filter((a) => a.interaction_mode === 'chat');
}

/** Spec §4: the widget's mode after selecting an assistant (anything that is not chat is an upload tool). */
export function modeOf(assistant: Assistant): WidgetMode {
  return assistant.interaction_mode === 'chat' ? 'chat' : 'tool';
}
