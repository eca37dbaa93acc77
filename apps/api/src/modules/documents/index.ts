// What other modules may use of Documentos (SiãoSeg keeps its documents here).
export { documentLink } from './queries';
export { trashDocument } from './trash';
export {
  type CheckedFile,
  checkDocumentFile,
  documentFileKey,
  keepUploadIfDone,
  readMultipart,
  requireFile,
} from './upload';
