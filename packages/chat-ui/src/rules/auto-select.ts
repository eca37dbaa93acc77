import type { Assistant } from '@siao/shared';
import type { WidgetMode } from './assistant-visibility';

/**
 * Spec §4 auto-selection: a configured assistant id wins when it exists (the host asked for it
 * explicitly); otherwise chat mode opens the default_chat assistant; otherwise the picker is shown (null).
 * The configured id is looked up in the whole list, since a host may pin an assistant the filters hide.
 */
export function autoSelectAssistant(
  all: Assistant[],
  options: { mode: WidgetMode; assistantId?: string | undefined },
): Assistant | null {
  if (options.assistantId) {
    const configured = all.find((a) => a.id === options.assistantId);
    if (configured) return configured;
  }
  if (options.mode === 'chat') return defaultChatAssistant(all);
  return null;
}

export function defaultChatAssistant(all: Assistant[]): Assistant | null {
  return all.find((a) => a.default_chat) ?? null;
}
