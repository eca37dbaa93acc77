import { MAX_FILE_SIZE_MB, MAX_PDF_SIZE_SINGLE_MB } from '@siao/shared/constants';
import { uiMessages } from '@siao/shared/messages';

/** Exact Portuguese strings of the spec, under the names chat-ui uses; the wording lives in shared's uiMessages, the limits in its constants (spec §5 writes them `4.5MB`). */
export const texts = {
  serverError: uiMessages.serverError,
  placeholder: uiMessages.promptPlaceholder,
  modelPlaceholder: uiMessages.modelPlaceholder,
  chooseFile: uiMessages.chooseFile,
  newChat: uiMessages.newConversation,
  newAction: uiMessages.newAction,
  presentation: uiMessages.presentationPrompt,
  analyseFile: uiMessages.analyzeFilePrompt,
  analysing: uiMessages.analyzingDocument,
  unsupportedType: uiMessages.unsupportedFileType,
  uploadTooltip: `Enviar arquivo (PDF, DOC, DOCX, JPG, PNG ou GIF, até ${MAX_FILE_SIZE_MB}MB)`,
  uploadLimits: `PDF, DOC, DOCX, JPG, PNG ou GIF (PDF até ${MAX_PDF_SIZE_SINGLE_MB}MB, demais até ${MAX_FILE_SIZE_MB}MB)`,
  today: uiMessages.historyToday,
  yesterday: uiMessages.historyYesterday,
  older: uiMessages.historyOlder,
  /** the user's message sent by a tool step's confirm button */
  confirmTool: 'Confirmo a consulta.',
} as const;
