import {
  type AiToolName,
  type AssistantAdmin,
  type AssistantInput,
  assistantProviders,
  DEFAULT_MODEL,
  type InteractionMode,
} from '@siao/shared';

export type Provider = (typeof assistantProviders)[number];

export const providerLabels: Record<Provider, string> = {
  auto: 'Automático (Claude se configurado, senão Motor local)',
  anthropic: 'Anthropic Claude',
  'openai-compatible': 'Compatível com OpenAI (OpenAI, Ollama, vLLM, llama.cpp)',
  local: 'Motor local (sem modelo generativo)',
};
export const providerOptions = assistantProviders.map((p) => ({ value: p, label: providerLabels[p] }));

export interface AssistantFormValues {
  name: string;
  description: string;
  instructions: string;
  provider: Provider;
  model: string;
  temperature: number | string;
  max_output_tokens: number | string;
  interaction_mode: InteractionMode;
  default_chat: boolean;
  window_context: boolean;
  presentation: boolean;
  /** one question per line */
  suggested_questions: string;
  visibility: 'all' | 'chosen';
  client_ids: string[];
  active: boolean;
  legacy_openai_assistant_id: string;
  tools: AiToolName[];
}

export const emptyAssistantForm: AssistantFormValues = {
  name: '',
  description: '',
  instructions: '',
  provider: 'auto',
  model: DEFAULT_MODEL,
  temperature: 0.3,
  max_output_tokens: 4096,
  interaction_mode: 'chat',
  default_chat: false,
  window_context: false,
  presentation: false,
  suggested_questions: '',
  visibility: 'all',
  client_ids: [],
  active: true,
  legacy_openai_assistant_id: '',
  tools: [],
};

export const formFromAssistant = (a: AssistantAdmin): AssistantFormValues => ({
  name: a.name,
  description: a.description,
  instructions: a.instructions,
  provider: a.provider,
  model: a.model,
  temperature: a.temperature,
  max_output_tokens: a.max_output_tokens,
  interaction_mode: a.interaction_mode === 'tool' ? 'tool' : 'chat',
  default_chat: a.default_chat,
  window_context: a.window_context,
  presentation: a.presentation,
  suggested_questions: a.suggested_questions.join('\n'),
  visibility: a.client_ids?.length ? 'chosen' : 'all',
  client_ids: a.client_ids ?? [],
  active: a.active,
  legacy_openai_assistant_id: a.legacy_openai_assistant_id ?? '',
  tools: a.tools,
});

/** A blank number field is no number (NaN: the schema refuses it with its words), not 0. */
const toNumber = (v: number | string) => (typeof v === 'string' && v.trim() === '' ? Number.NaN : Number(v));

export const inputFromForm = (v: AssistantFormValues): AssistantInput => ({
  name: v.name.trim(),
  description: v.description.trim(),
  instructions: v.instructions,
  provider: v.provider,
  model: v.model.trim(),
  temperature: toNumber(v.temperature),
  max_output_tokens: toNumber(v.max_output_tokens),
  interaction_mode: v.interaction_mode,
  // a default chat assistant is a chat one; the multi-file form belongs to tool assistants
  default_chat: v.interaction_mode === 'chat' && v.default_chat,
  window_context: v.interaction_mode === 'tool' && v.window_context,
  presentation: v.presentation,
  suggested_questions: v.suggested_questions
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  client_ids: v.visibility === 'chosen' ? v.client_ids : null,
  active: v.active,
  legacy_openai_assistant_id: v.legacy_openai_assistant_id.trim() || null,
  tools: v.tools,
});

/** The form's own rule (not the payload's: an empty list means "every client"). */
export function assistantFormCheck(v: AssistantFormValues): Record<string, string> {
  return v.visibility === 'chosen' && v.client_ids.length === 0
    ? { client_ids: 'Escolha ao menos um cliente ou deixe visível para todos.' }
    : {};
}
