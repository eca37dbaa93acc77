/**
 * Runtime constants of spec §7/§9 used by the widget bundle. They mirror packages/shared/src/schemas/ai.ts,
 * which cannot be imported at runtime here: it builds zod schemas at module load and would add ~28 KB
 * gzipped to the widget core. constants.test.ts fails if the two ever drift apart.
 */
import type { ModelOption } from '@siao/shared';

export const MESSAGE_PAGE_SIZE = 30;
export const MAX_MESSAGES_TO_MODEL = 9;
export const STREAM_DONE = '[DONE]';
export const STREAM_PING = '[PING]';
export const STREAM_ERROR = '[ERRO INTERNO]';
export const DEFAULT_MODEL = 'claude-sonnet-4-5';
export const modelOptions: ModelOption[] = [
  { value: DEFAULT_MODEL, label: 'Claude Sonnet', response_streaming_supported: true },
];

/** Spec §5 and §9 */
export const MB = 1024 * 1024;
export const MAX_FILE_BYTES = 4_718_592; // 4.5 MB
export const MAX_PDF_BYTES_SINGLE = 10 * MB;
export const MAX_PDF_BYTES_MULTI = 35 * MB;
export const MAX_DESCRIPTION_CHARS = 255;
export const FILES_PER_ROW = 5;
export const FIRST_REPLY_DELAY_MS = 1000;
export const EDITOR_FILL_DELAY_MS = 500;
export const THREAD_TITLE_CHARS = 25;

/** Exact Portuguese strings of the spec. */
export const texts = {
  serverError: 'Erro no servidor, contate o suporte!',
  placeholder: 'Digite sua pergunta aqui...',
  modelPlaceholder: 'Selecione uma opção',
  chooseFile: 'Escolher arquivo',
  newChat: 'Nova conversa',
  newAction: 'Nova ação',
  presentation: 'Olá, apresente-se e diga o que você pode fazer.',
  analyseFile: 'Realize a análise do arquivo enviado.',
  analysing: 'Analisando documento',
  unsupportedType: 'Tipo de arquivo não suportado. Por favor, envie um arquivo válido.',
  uploadTooltip: 'Enviar arquivo (PDF, DOC, DOCX, JPG, PNG ou GIF, até 4.5MB)',
  today: 'Hoje',
  yesterday: 'Ontem',
  older: 'Dias passados',
} as const;
