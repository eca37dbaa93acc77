/** Queue names and payloads of Documentos' jobs (apart from `jobs.ts`, which imports the service). */
export const DOCUMENTS_EXTRACT_TEXT = 'documents-extract-text';
export const DOCUMENTS_TRASH_PURGE = 'documents-trash-purge';

export interface ExtractTextPayload {
  documentId: string;
  version: number;
}
