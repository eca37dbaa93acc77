// one helper for every screen that shows a file size (Documentos, SiãoSeg documents)
export { formatSize } from '@siao/shared';
