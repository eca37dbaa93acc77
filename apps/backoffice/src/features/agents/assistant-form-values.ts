import {
  type AssistantAdmin,
  type AssistantInput,
  assistantInputSchema,
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
  visibility: 'all' | 'chosen';
  client_ids: string[];
  active: boolean;
  legacy_openai_assistant_id: string;
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
  visibility: 'all',
  client_ids: [],
  active: true,
  legacy_openai_assistant_id: '',
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
  visibility: a.client_ids?.length ? 'chosen' : 'all',
  client_ids: a.client_ids ?? [],
  active: a.active,
  legacy_openai_assistant_id: a.legacy_openai_assistant_id ?? '',
});

export const inputFromForm = (v: AssistantFormValues): AssistantInput => ({
  name: v.name.trim(),
  description: v.description.trim(),
  instructions: v.instructions,
  provider: v.provider,
  model: v.model.trim(),
  temperature: Number(v.temperature),
  max_output_tokens: Number(v.max_output_tokens),
  interaction_mode: v.interaction_mode,
  // a default chat assistant is a chat one; the multi-file form belongs to tool assistants
  default_chat: v.interaction_mode === 'chat' && v.default_chat,
  window_context: v.interaction_mode === 'tool' && v.window_context,
  presentation: v.presentation,
  client_ids: v.visibility === 'chosen' ? v.client_ids : null,
  active: v.active,
  legacy_openai_assistant_id: v.legacy_openai_assistant_id.trim() || null,
});

const isBlank = (v: number | string) => typeof v === 'string' && v.trim() === '';

/** Our own words for the mistakes a manager makes; the API schema catches anything else. */
export function validateAssistantForm(v: AssistantFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.name.trim()) errors.name = 'Informe o nome do assistente.';
  else if (v.name.trim().length > 120) errors.name = 'O nome deve ter no máximo 120 caracteres.';
  if (v.description.trim().length > 1000)
    errors.description = 'A descrição deve ter no máximo 1000 caracteres.';
  if (v.instructions.length > 50_000)
    errors.instructions = 'As instruções devem ter no máximo 50.000 caracteres.';
  if (!v.model.trim()) errors.model = 'Informe o modelo.';
  const t = Number(v.temperature);
  if (isBlank(v.temperature) || Number.isNaN(t) || t < 0 || t > 2)
    errors.temperature = 'A temperatura deve estar entre 0 e 2.';
  const m = Number(v.max_output_tokens);
  if (isBlank(v.max_output_tokens) || !Number.isInteger(m) || m < 64 || m > 64_000)
    errors.max_output_tokens = 'O máximo de tokens deve ser um número inteiro entre 64 e 64.000.';
  if (v.visibility === 'chosen' && v.client_ids.length === 0)
    errors.client_ids = 'Escolha ao menos um cliente ou deixe visível para todos.';
  if (Object.keys(errors).length) return errors;
  const result = assistantInputSchema.safeParse(inputFromForm(v));
  if (!result.success) for (const i of result.error.issues) errors[i.path.join('.') || 'form'] ??= i.message;
  return errors;
}
