import { uiMessages } from '@siao/shared/messages';

/** Exact Portuguese strings of the spec, under the names chat-ui uses; the wording lives in shared's uiMessages. */
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
  uploadTooltip: 'Enviar arquivo (PDF, DOC, DOCX, JPG, PNG ou GIF, até 4.5MB)',
  today: uiMessages.historyToday,
  yesterday: uiMessages.historyYesterday,
  older: uiMessages.historyOlder,
} as const;
