// What other modules may use of Documentos (SiãoSeg keeps its documents here).
export type { CheckedFile } from '../../lib/files/document-upload';
export { documentLink } from './queries';
export { trashDocument } from './trash';
