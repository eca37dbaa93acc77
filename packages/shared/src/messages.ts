import { formatMessage } from './errors-generic';

/**
 * User-facing strings of the spec that more than one front end shows, quoted exactly.
 * Placeholders are `{name}`; fill them with `uiMessage`.
 */
/** Sign-in wordings: the shared login schema and the zod-free first /login form both use these. */
export const authMessages = {
  invalidEmail: 'Informe um e-mail válido.',
  passwordRequired: 'Informe a senha.',
} as const;

export const uiMessages = {
  // chat (spec §2)
  serverError: 'Erro no servidor, contate o suporte!',
  promptPlaceholder: 'Digite sua pergunta aqui...',
  modelPlaceholder: 'Selecione uma opção',
  chooseFile: 'Escolher arquivo',
  analyzingDocument: 'Analisando documento',
  newConversation: 'Nova conversa',
  newAction: 'Nova ação',
  // history sidebar groups
  historyToday: 'Hoje',
  historyYesterday: 'Ontem',
  historyOlder: 'Dias passados',
  // uploads (spec §5); `size` is written as in the spec: 4.5, 10, 35
  fileTooLarge: 'O arquivo excede {size}MB!',
  unsupportedFileType: 'Tipo de arquivo não suportado. Por favor, envie um arquivo válido.',
  selectAllFiles: 'Por favor, selecione todos os arquivos antes de enviar.',
  describeAllFiles: 'Por favor, adicione uma descrição para todos os arquivos.',
  descriptionTooLong: 'A descrição deve ter no máximo 255 caracteres.',
  instructionRequired: 'Descreva como deseja que o assistente utilize os arquivos',
  // prompts sent on the user's behalf (spec §4)
  presentationPrompt: 'Olá, apresente-se e diga o que você pode fazer.',
  analyzeFilePrompt: 'Realize a análise do arquivo enviado.',
  // export (spec §8); `extension` as sent, e.g. `.pdf`
  exportFailed: 'Erro ao exportar para {extension}',
  // console log prefixes (spec §8)
  logAuthError: 'Erro ao autenticar:',
  logParseError: 'Erro ao parsear:',
  logExportError: 'Erro na exportação:',
} as const;

export type UiMessageKey = keyof typeof uiMessages;

/** `uiMessage('fileTooLarge', { size: 4.5 })` → `O arquivo excede 4.5MB!` */
export function uiMessage(key: UiMessageKey, params: Record<string, string | number> = {}): string {
  return formatMessage(uiMessages[key], params);
}
