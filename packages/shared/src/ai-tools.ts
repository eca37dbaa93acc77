/**
 * Sião's services as tools of the assistants: names, labels and the SSE `event: tool` payload.
 * Free of zod: the widget and the chat UI read it without pulling the schemas in.
 */
export const aiToolNames = [
  'consultar_cnib',
  'buscar_base_de_conhecimento',
  'buscar_faturas',
  'situacao_fatura',
  'progresso_treinamentos',
  'resumir_certidao',
] as const;
export type AiToolName = (typeof aiToolNames)[number];

/** The tool as the assistant form lists it, and the step while it runs ("Consultando a CNIB…"). */
export const aiToolLabels: Record<AiToolName, { name: string; running: string }> = {
  consultar_cnib: { name: 'Consulta à CNIB (CPF/CNPJ)', running: 'Consultando a CNIB…' },
  buscar_base_de_conhecimento: {
    name: 'Busca na base de conhecimento',
    running: 'Buscando na base de conhecimento…',
  },
  buscar_faturas: { name: 'Busca de faturas', running: 'Buscando faturas…' },
  situacao_fatura: { name: 'Situação de uma fatura', running: 'Verificando a fatura…' },
  progresso_treinamentos: {
    name: 'Progresso nos treinamentos (SiãoSeg)',
    running: 'Verificando os treinamentos…',
  },
  resumir_certidao: {
    name: 'Resumo de certidão enviada (OCR de certidões)',
    running: 'Lendo a certidão…',
  },
};

export const isAiToolName = (value: string): value is AiToolName =>
  (aiToolNames as readonly string[]).includes(value);

/**
 * One `event: tool` of converse-stream. `running` when the call starts; then `done`, `error` or
 * `confirm` (the call waits for the user: the client shows a button that sends
 * `confirmar_ferramenta: confirmation_id` with the next message).
 */
export interface AiToolEvent {
  /** the call's id (the provider's tool_use / tool_call id) */
  id: string;
  name: AiToolName;
  state: 'running' | 'done' | 'error' | 'confirm';
  /** pt-BR, one line: "Consultando a CNIB…", "CPF 529.982.247-25: sem indisponibilidade" */
  label: string;
  /** pt-BR details of the outcome (shown when the step is expanded) */
  detail?: string;
  /** a link the outcome offers (e.g. the consultation's public verification page) */
  link?: { label: string; url: string };
  /** state `confirm`: what the button confirms */
  confirmation?: { id: string; question: string; button: string };
}

/** The SSE event name of tool steps; clients that only read `data:` chunks ignore these lines. */
export const STREAM_TOOL_EVENT = 'tool';
